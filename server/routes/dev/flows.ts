import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { notFound } from "#plugins/api-error.ts";

/** The committed flow atlas (`npm run flows`) and the model coverage report beside it (`npm run test:model`). */
const atlasDir = join(import.meta.dirname, "..", "..", "..", "docs", "flows");

const TYPES: Record<string, string> = {
  html: "text/html; charset=utf-8",
  svg: "image/svg+xml",
  json: "application/json; charset=utf-8",
  css: "text/css; charset=utf-8",
};
/** A plain file name only: no folders, no dots before the extension, so nothing outside the atlas can be named. */
const FILE_NAME = /^[a-z0-9-]+\.(html|svg|json|css)$/;

async function sendAtlasFile(reply: FastifyReply, folder: string, name: string) {
  const type = FILE_NAME.exec(name)?.[1];
  if (!type) throw notFound();
  const body = await readFile(join(folder, name)).catch(() => null);
  if (!body) throw notFound();
  return reply.type(TYPES[type] ?? "application/octet-stream").header("cache-control", "no-cache").send(body);
}

/**
 * The flow atlas for QA at /dev/flows (development only, like the outbox): the same static pages that open from
 * docs/flows/index.html, so what QA reads in the shop is what `npm test` checked against the machines.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get("/flows", async (_req, reply) => reply.redirect("/dev/flows/index.html"));
  app.get<{ Params: { file: string } }>("/flows/:file", async (req, reply) =>
    sendAtlasFile(reply, atlasDir, req.params.file));
  app.get<{ Params: { file: string } }>("/flows/coverage/:file", async (req, reply) =>
    sendAtlasFile(reply, join(atlasDir, "coverage"), req.params.file));
};

export default routes;
