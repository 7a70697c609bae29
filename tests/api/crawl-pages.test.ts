// What a crawler or a link preview reads with no JavaScript (§4): every public page of the sitemap, in
// English and Thai, answered by the built shop with its head and its server-rendered body (decision 0141).
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CLIENT_DIR } from "#server/app.ts";
import { buildClient, clientBuildReason } from "#server/client-build.ts";
import { restock, setStock } from "#db/repositories/stock.ts";
import { startApp, type TestApp } from "./harness.ts";

let t: TestApp;
let sitemap: string[];
beforeAll(async () => {
  // The crawler reads the shop as `npm start` serves it: built browser app and server render.
  if (await clientBuildReason(DEFAULT_CLIENT_DIR)) await buildClient();
  t = await startApp({ clientDir: DEFAULT_CLIENT_DIR });
  const xml = (await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "shop.test" } })).body;
  sitemap = [...xml.matchAll(/<loc>http:\/\/shop\.test([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
}, 240_000);
afterAll(async () => {
  await t.close();
});

type JsonLd = Record<string, unknown> & { "@type": string };

/** The page as a crawler parses it: head tags, the body inside #root, and the JSON-LD blocks. */
async function crawl(path: string) {
  const res = await t.app.inject({ method: "GET", url: path,
    headers: { host: "shop.test", "user-agent": "Googlebot/2.1" } });
  const html = res.body;
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const body = html.slice(html.indexOf('<div id="root"'));
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? "") as JsonLd);
  return {
    status: res.statusCode,
    lang: attr(/<html[^>]* lang="([^"]*)"/),
    title: attr(/<title[^>]*>([^<]*)<\/title>/),
    description: attr(/<meta[^>]*name="description" content="([^"]*)"/),
    canonical: attr(/<link[^>]*rel="canonical" href="([^"]*)"/),
    hreflang: [...html.matchAll(/<link[^>]*rel="alternate" hreflang="([^"]*)"/g)].map((m) => m[1]),
    h1: /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]?.replace(/<[^>]+>/g, "").trim(),
    serverRendered: body.startsWith('<div id="root" data-ssr="">'),
    jsonLd,
    body,
  };
}

const hasThai = (s: string | undefined) => /[\u0E00-\u0E7F]/.test(s ?? "");
/** How often a title names the shop (a post's tab read "… | SkinState | SkinState"). */
const shopNamed = (title: string | undefined) => (title ?? "").split("SkinState").length - 1;
const pagesOf = (filter: (path: string) => boolean) => () => sitemap.filter(filter);

describe("every public page without JavaScript", () => {
  it("the sitemap lists every kind of public page, in both languages", () => {
    for (const path of ["/", "/th", "/product/new-in", "/th/product/mask", "/product-gift", "/skin-quiz", "/blog",
      "/th/faq",
      "/about-us", "/th/privacy-policy", "/terms-services"]) expect(sitemap).toContain(path);
    expect(sitemap.some((p) => p.startsWith("/th/product/detail/"))).toBe(true);
    expect(sitemap.some((p) => p.startsWith("/th/blog/"))).toBe(true);
  });

  // Listings, static pages, home; products and posts follow (two of each: the sitemap has every product).
  it("answers each page with its language, head, h1 and valid JSON-LD", { timeout: 240_000 }, async () => {
    const paths = pagesOf((p) => !p.includes("/product/detail/") && !/\/blog\/./.test(p))();
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const page = await crawl(path);
      const thai = path === "/th" || path.startsWith("/th/");
      expect.soft(page.status, path).toBe(200);
      expect.soft(page.lang, path).toBe(thai ? "th" : "en");
      expect.soft(page.title, path).toMatch(/\S/);
      expect.soft(shopNamed(page.title), `${path} names the shop once: ${page.title}`).toBe(1);
      expect.soft(page.description, path).toMatch(/\S/);
      expect.soft(page.canonical, path).toBe(`http://shop.test${path}`);
      expect.soft(page.hreflang.sort(), path).toEqual(["en", "th", "x-default"]);
      expect.soft(page.serverRendered, path).toBe(true);
      expect.soft(page.h1, path).toMatch(/\S/);
      if (thai) expect.soft(hasThai(page.h1), `${path} h1 in Thai`).toBe(true);
      expect.soft(page.jsonLd.length, path).toBeGreaterThan(0);
      for (const block of page.jsonLd) expect.soft(block["@context"], path).toBe("https://schema.org");
      const type = path === "/" || path === "/th" ? "Organization" : "BreadcrumbList";
      expect.soft(page.jsonLd.map((b) => b["@type"]), path).toContain(type);
    }
  });

  it("renders home with the shop's rails and the Organization with its four stores", async () => {
    const page = await crawl("/th");
    const org = page.jsonLd.find((b) => b["@type"] === "Organization") as unknown as { subOrganization: unknown[] };
    expect(org.subOrganization).toHaveLength(4);
    // Product cards are in the HTML, in Thai: the rails rendered with their data, not skeletons.
    expect(/href="\/th\/product\/detail\/[a-z0-9-]+"/.test(page.body)).toBe(true);
    expect(page.body.includes('<script id="ssr-data" type="application/json">')).toBe(true);
  });

  it("renders a product with its name, price, Product, Offer and BreadcrumbList", async () => {
    const products = sitemap.filter((p) => p.startsWith("/product/detail/")).slice(0, 2);
    for (const path of products.flatMap((p) => [p, `/th${p}`])) {
      const page = await crawl(path);
      expect(page.status, path).toBe(200);
      expect(page.serverRendered, path).toBe(true);
      const product = page.jsonLd.find((b) => b["@type"] === "Product") as unknown as {
        name: string; offers: { priceCurrency: string; price: string; availability: string };
      };
      expect(page.h1, path).toBe(product.name);
      expect(product.offers.priceCurrency).toBe("THB");
      expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      // The price a shopper sees is in the body ("฿1,290"), as the Offer says.
      expect(page.body).toContain(
        `฿${Number(product.offers.price).toLocaleString("en-US", { maximumFractionDigits: 0 })}`);
      expect(page.jsonLd.map((b) => b["@type"])).toContain("BreadcrumbList");
      if (path.startsWith("/th/")) expect(hasThai(page.h1) || hasThai(page.description)).toBe(true);
    }
  });

  it("renders a blog post with its headline and an Article", async () => {
    const post = sitemap.find((p) => /^\/blog\/./.test(p)) ?? "";
    for (const path of [post, `/th${post}`]) {
      const page = await crawl(path);
      expect(page.status, path).toBe(200);
      const article = page.jsonLd.find((b) => b["@type"] === "Article") as unknown as { headline: string };
      expect(page.h1, path).toBe(article.headline);
      expect(page.serverRendered, path).toBe(true);
      expect(shopNamed(page.title), `${path}: ${page.title}`).toBe(1);
    }
  });

  it("answers an unknown page or product with 404 and the rendered not-found page", async () => {
    for (const path of ["/no-such-page", "/th/product/detail/no-such-product"]) {
      const page = await crawl(path);
      expect(page.status, path).toBe(404);
      expect(page.serverRendered, path).toBe(true);
      expect(page.h1, path).toMatch(path.startsWith("/th") ? /[\u0E00-\u0E7F]/ : /could not be found/);
    }
  });

  it("renders search results (noindex) but leaves a shopper's own pages to the browser", async () => {
    const search = await crawl("/th/search-result?search=serum");
    expect(search.serverRendered).toBe(true);
    expect(/href="\/th\/product\/detail\/[a-z0-9-]+"/.test(search.body)).toBe(true);
    for (const path of ["/my-cart", "/th/checkout", "/my-account"]) {
      const page = await crawl(path);
      expect(page.serverRendered, path).toBe(false);
      expect(page.body.startsWith('<div id="root"></div>'), path).toBe(true);
    }
  });

  it("a product page read again says Out of stock as soon as the product sells out, and In stock when restocked",
    async () => {
      const listed = await t.app.inject({ method: "GET", url: "/api/product/?per_page=1" });
      const [product] = (listed.json() as { data: { id: number; slug: string }[] }).data;
      const path = `/th/product/detail/${product!.slug}`;
      const availability = async () => (await crawl(path)).jsonLd
        .find((b) => b["@type"] === "Product")?.offers as { availability: string } | undefined;
      // Rendered twice in a row: the second answer may come from the page cache (decision 0141).
      expect((await availability())?.availability).toBe("https://schema.org/InStock");
      expect((await availability())?.availability).toBe("https://schema.org/InStock");
      await setStock(t.db.db, product!.id, 0);
      expect((await availability())?.availability).toBe("https://schema.org/OutOfStock");
      await restock(t.db.db, product!.id, 5);
      expect((await availability())?.availability).toBe("https://schema.org/InStock");
    });

  it("a rendered page's inline scripts (early input, scripts after paint) are allowed by their hashes", async () => {
    const res = await t.app.inject({ method: "GET", url: "/product/serum" });
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
    expect(inline).toHaveLength(2);
    const hashes = inline.map((source) => `'sha256-${createHash("sha256").update(source).digest("base64")}'`);
    expect(String(res.headers["content-security-policy"])).toContain(`script-src 'self' ${hashes.join(" ")}`);
    // The app's scripts are asked for after the first paint, not from <head>.
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).toMatch(/<meta name="app-scripts" content="\/assets\/index-[\w-]+\.js /);
    const cart = await t.app.inject({ method: "GET", url: "/my-cart" });
    expect(cart.body).not.toMatch(/<script>/);
  });

  it("a rendered page asks for its own page's scripts with the first load's, and each of them is served", async () => {
    const scriptsOf = async (url: string) => {
      const res = await t.app.inject({ method: "GET", url });
      return /<meta name="app-scripts" content="([^"]+)"/.exec(res.body)?.[1]?.split(" ") ?? [];
    };
    const pages = [["/product/serum", "product-list"], ["/th/blog", "blog"], ["/no-such-page", "not-found"]];
    for (const [url, page] of pages) {
      const scripts = await scriptsOf(url!);
      const own = scripts.findIndex((src) => new RegExp(`^/assets/${page}-[\\w-]+\\.js$`).test(src));
      // After the entry and the start-up steps, never before them, and listed once.
      expect(own, `${url} lists ${page}`).toBeGreaterThan(scripts.findIndex((src) => /first-load-/.test(src)));
      expect(new Set(scripts).size).toBe(scripts.length);
      for (const src of scripts) expect((await t.app.inject({ method: "GET", url: src })).statusCode, src).toBe(200);
    }
  });

  it("a page asks for its messages in its own language only: the shell's and its page's", async () => {
    const body = async (url: string) => (await t.app.inject({ method: "GET", url })).body;
    const messagesIn = (html: string) => [...html.matchAll(/\/assets\/messages-([a-z-]+)\.(en|th)-[\w-]+\.js/g)]
      .map((match) => `${match[1]}.${match[2]}`);
    // Rendered pages list them with their scripts (after paint); a page the browser renders preloads them at once.
    expect(messagesIn(await body("/th/product/serum"))).toEqual(["shell.th", "product-list.th"]);
    expect(messagesIn(await body("/blog"))).toEqual(["shell.en", "blog.en"]);
    const cart = await body("/th/my-cart");
    expect(messagesIn(cart)).toEqual(["shell.th", "my-cart.th"]);
    expect(cart).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/messages-my-cart\.th-[\w-]+\.js">/);
    const files = [...cart.matchAll(/\/assets\/messages-[^"]+\.js/g)].map((match) => match[0]);
    for (const file of files) {
      const res = await t.app.inject({ method: "GET", url: file });
      expect(res.statusCode, file).toBe(200);
      expect(res.body).toMatch(/^export default JSON\.parse\(/);
    }
  });
});
