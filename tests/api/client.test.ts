import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { productImageAt } from "#contract/general.ts";
import { products } from "#db/schema/index.ts";
import { startApp, type TestApp } from "./harness.ts";

const INDEX =
  '<!doctype html><html><head><title>SkinState test shell</title></head><body><div id="root"></div></body></html>';
const CHUNK = `export const text = ${JSON.stringify("skin ".repeat(2000))};`;
const CHUNK_BR = brotliCompressSync(CHUNK);
const CHUNK_GZ = gzipSync(CHUNK, { level: 9 });
const MIGRATION_0019 = new URL("../../server/db/migrations/0019_product_images_webp.sql", import.meta.url);
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "skinstate-dist-"));
  await mkdir(join(dir, "assets"));
  await writeFile(join(dir, "index.html"), INDEX);
  await writeFile(join(dir, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  // A chunk the build also wrote compressed (scripts/vite-precompress.ts).
  await writeFile(join(dir, "assets", "chunk-def456.js"), CHUNK);
  await writeFile(join(dir, "assets", "chunk-def456.js.br"), CHUNK_BR);
  await writeFile(join(dir, "assets", "chunk-def456.js.gz"), CHUNK_GZ);
  await writeFile(join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await startApp({ clientDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("serving the browser app", () => {
  it.each(["/", "/th", "/en/my-account/my-orders/42", "/product/new-in?x=1", "/th/checkout"])(
    "answers the shell for the page %s (deep links work on reload), with its language and head",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain(url.startsWith("/th") ? '<html lang="th">' : '<html lang="en">');
      expect(res.body).toMatch(/<title data-server-head>[^<]*SkinState[^<]*<\/title>/);
      expect(res.body).not.toContain("SkinState test shell");
      expect(res.headers["cache-control"]).toBe("no-cache");
    },
  );

  it.each(["/no/such/page", "/th/product/detail/no-such-serum", "/blog/no-such-post?x=1", "/product/detail/x%2500"])(
    "answers 404 with the shell (the app shows its not-found page) for %s",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body).toContain('<meta data-server-head name="robots" content="noindex">');
    },
  );

  it("gives a product page its title, canonical, hreflang and Product JSON-LD, in Thai under /th", async () => {
    const [row] = await t.db.db.select({ slug: products.slug, nameTh: products.nameTh }).from(products).limit(1);
    const res = await get(`/th/product/detail/${row?.slug}`, { host: "shop.test" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title data-server-head>${row?.nameTh}`);
    expect(res.body).toContain(
      `<link data-server-head rel="canonical" href="http://shop.test/th/product/detail/${row?.slug}">`);
    expect(res.body).toContain(`hreflang="en" href="http://shop.test/product/detail/${row?.slug}"`);
    const ld = [...res.body.matchAll(/<script data-server-head type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "{}") as { "@type": string; offers?: { priceCurrency: string } });
    expect(ld.map((d) => d["@type"])).toEqual(["Product", "BreadcrumbList"]);
    expect(ld[0]?.offers?.priceCurrency).toBe("THB");
  });

  it("serves hashed assets with a long immutable cache, compressed", async () => {
    const res = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the build's .br or .gz file of a script, as the browser accepts, instead of compressing it", async () => {
    const br = await get("/assets/chunk-def456.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(br.rawPayload.equals(CHUNK_BR)).toBe(true);
    const gz = await get("/assets/chunk-def456.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.rawPayload.equals(CHUNK_GZ)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);
    const plain = await get("/assets/chunk-def456.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it("serves other files from the build", async () => {
    const res = await get("/favicon.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("answers 404 (not the shell) for a missing asset, so a stale chunk fails loudly", async () => {
    const res = await get("/assets/index-gone.js");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });

  it("never falls back to HTML under /api", async () => {
    for (const url of ["/api/general/unknown", "/api/th/product"]) {
      const res = await get(url, { accept: "text/html" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "route_not_found" });
    }
  });

  it("answers JSON 404 for a non-GET request to a page path", async () => {
    const res = await t.app.inject({ method: "POST", url: "/th/checkout", payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });
});

describe("without a build", () => {
  it("answers a short page that says to run the build, and the API still works", async () => {
    const bare = await startApp({ clientDir: join(dir, "missing") });
    try {
      const page = await bare.app.inject({ method: "GET", url: "/th/faq" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("npm run build");
      const api = await bare.app.inject({ method: "GET", url: "/api/general/sitewide" });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe("GET /media/product/:slug.webp", () => {
  const isWebp = (body: Buffer) =>
    body.subarray(0, 4).toString() === "RIFF" && body.subarray(8, 12).toString() === "WEBP";

  it("draws every product's image and gallery from its row, as WebP", async () => {
    const rows = await t.db.db.select({ slug: products.slug, image: products.image, gallery: products.gallery })
      .from(products);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const sample = rows.filter((_, i) => i % 25 === 0);
    for (const row of sample) {
      expect(row.image).toBe(`/media/product/${row.slug}.webp`);
      expect(row.gallery.length).toBeGreaterThanOrEqual(2);
      for (const url of [row.image, ...row.gallery]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers["content-type"]).toBe("image/webp");
        expect(isWebp(res.rawPayload), url).toBe(true);
        expect(res.rawPayload.length).toBeLessThan(20_000); // light enough for the performance budget
      }
    }
  });

  it("draws the gallery's large image at 1200 px, the cards' at 600 px", async () => {
    const [row] = await t.db.db.select({ image: products.image }).from(products).limit(1);
    const widthOf = async (url: string) => (await sharp((await get(url)).rawPayload).metadata()).width;
    expect(await widthOf(row!.image)).toBe(600);
    expect(await widthOf(productImageAt(row!.image, 1200))).toBe(1200);
    expect(await widthOf(productImageAt(`${row!.image}?v=2`, 1200))).toBe(1200);
    expect((await get(`${row!.image}?w=900`)).statusCode).toBe(400);
  });

  it("still answers the drawing itself at the .svg address older orders kept", async () => {
    const [row] = await t.db.db.select({ slug: products.slug }).from(products).limit(1);
    const res = await get(`/media/product/${row!.slug}.svg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^(<\?xml[^>]*>\s*)?<svg/);
  });

  it("shows a different view per gallery image: the label close-up is zoomed in", async () => {
    const [row] = await t.db.db.select({ slug: products.slug }).from(products).limit(1);
    const drawing = `/media/product/${row!.slug}.svg`;
    expect((await get(drawing)).body).not.toContain("scale(1.6)");
    expect((await get(`${drawing}?v=2`)).body).toContain("scale(1.6)");
    const packshot = await get(`/media/product/${row!.slug}.webp`);
    const closeUp = await get(`/media/product/${row!.slug}.webp?v=2`);
    expect(closeUp.rawPayload.equals(packshot.rawPayload)).toBe(false);
  });

  it("revalidates with ETag (304) and caches for a week, each format with its own tag", async () => {
    const [row] = await t.db.db.select({ image: products.image }).from(products).limit(1);
    const first = await get(row?.image ?? "");
    expect(first.headers["cache-control"]).toBe("public, max-age=604800");
    const etag = String(first.headers.etag);
    const again = await get(row?.image ?? "", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const drawing = await get((row?.image ?? "").replace(/\.webp$/, ".svg"), { "if-none-match": etag });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers.etag).not.toBe(etag);
  });

  it("answers 404 JSON for an unknown product and 400 for a malformed name", async () => {
    for (const url of ["/media/product/no-such-product.webp", "/media/product/no-such-product.svg"]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().code).toBe("not_found");
    }
    for (const url of ["/media/product/..%2F..%2Fetc%2Fpasswd", "/media/product/x.png", "/media/product/.webp",
      "/media/product/ok.webp?v=abc", "/media/product/ok.svg.webp.png"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe("validation_failed");
    }
  });

  it("moves a shop seeded before WebP to the new addresses, gallery order kept (migration 0019)", async () => {
    const [row] = await t.db.db.select({ id: products.id, slug: products.slug, gallery: products.gallery })
      .from(products).limit(1);
    const old = `/media/product/${row!.slug}.svg`;
    await t.db.db.update(products).set({ image: old, gallery: [`${old}?v=3`, `${old}?v=2`] })
      .where(eq(products.id, row!.id));
    await t.db.db.execute(sql.raw(await readFile(MIGRATION_0019, "utf8")));
    const [moved] = await t.db.db.select({ image: products.image, gallery: products.gallery }).from(products)
      .where(eq(products.id, row!.id));
    const webp = `/media/product/${row!.slug}.webp`;
    expect(moved).toEqual({ image: webp, gallery: [`${webp}?v=3`, `${webp}?v=2`] });
    await t.db.db.update(products).set({ gallery: row!.gallery }).where(eq(products.id, row!.id));
  });
});
