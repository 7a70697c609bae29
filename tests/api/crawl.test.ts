// What a crawler reads without running JavaScript besides the pages: robots.txt, the sitemap, and the SEO of product
// and post pages that have no SEO record of their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const hasThai = (s: string) => /[\u0E00-\u0E7F]/.test(s);
const seo = (path: string, locale: "en" | "th") =>
  t.app.inject({ method: "POST", url: "/api/general/seo", headers: inLanguage(locale), payload: { path } })
    .then((r) => r.json().data as { title: string; description: string; keywords: string[] });
const firstProduct = () => t.app.inject({ method: "GET", url: "/api/product/?per_page=1" })
  .then((r) => r.json().data[0] as { slug: string; name: string });
const firstPost = () => t.app.inject({ method: "GET", url: "/api/blog/" })
  .then((r) => r.json().data[0] as { slug: string; title: string });

describe("POST /api/general/seo for products and posts", () => {
  it("answers a product's name, description and brand in the page's language", async () => {
    const product = await firstProduct();
    const en = await seo(`product/detail/${product.slug}`, "en");
    expect(en.title).toContain(product.name);
    expect(en.title).toMatch(/\| SkinState$/);
    expect(en.description.length).toBeGreaterThan(20);
    expect(en.description.length).toBeLessThanOrEqual(160);
    expect(en.keywords.length).toBeGreaterThan(1);
    const th = await seo(`/th/product/detail/${product.slug}`, "th");
    expect(hasThai(th.title)).toBe(true);
    expect(hasThai(th.description)).toBe(true);
  });

  it("answers a post's title and excerpt in the page's language", async () => {
    const post = await firstPost();
    const en = await seo(`blog/${post.slug}`, "en");
    expect(en.title).toBe(`${post.title} | SkinState`);
    expect(en.description).not.toBe("");
    expect(hasThai((await seo(`blog/${post.slug}`, "th")).title)).toBe(true);
  });

  it("answers empty SEO for a product or post that does not exist", async () => {
    for (const path of ["product/detail/no-such-product", "blog/no-such-post"]) {
      expect(await seo(path, "en")).toEqual({ title: "", description: "", keywords: [] });
    }
  });
});

describe("GET /robots.txt", () => {
  it("is plain text that keeps crawlers out of checkout and accounts and names the sitemap", async () => {
    const res = await t.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "shop.test" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("Disallow: /th/checkout");
    expect(res.body).toContain("Disallow: /my-account");
    expect(res.body).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every product and post in English and Thai with alternates", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "shop.test" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    const product = await firstProduct();
    const post = await firstPost();
    for (const path of [`product/detail/${product.slug}`, `blog/${post.slug}`, "faq"]) {
      expect(res.body).toContain(`<loc>http://shop.test/${path}</loc>`);
      expect(res.body).toContain(`<loc>http://shop.test/th/${path}</loc>`);
    }
    const total: number = (await t.app.inject({ method: "GET", url: "/api/product/?per_page=1" })).json().meta.total;
    const productUrls = res.body.match(/<loc>http:\/\/shop\.test\/product\/detail\//g) ?? [];
    expect(total).toBeGreaterThan(10);
    expect(productUrls.length).toBeGreaterThanOrEqual(total);
    expect(res.body).toContain('hreflang="x-default"');
  });
});
