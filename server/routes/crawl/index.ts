// /robots.txt and /sitemap.xml: what a crawler reads before any page.
import type { FastifyPluginAsync } from "fastify";
import { robotsTxt, sitemapXml } from "#domain/crawl.ts";
import { sitemapPages } from "#db/repositories/crawl.ts";
import { shopOrigin } from "#plugins/origin.ts";

const crawlRoutes: FastifyPluginAsync = async (app) => {
  app.get("/robots.txt", async (request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600")
      .send(robotsTxt(shopOrigin(request))));

  app.get("/sitemap.xml", async (request, reply) =>
    reply.type("application/xml; charset=utf-8").header("cache-control", "public, max-age=3600")
      .send(sitemapXml(shopOrigin(request), await sitemapPages(app.db))));
};

export default crawlRoutes;
