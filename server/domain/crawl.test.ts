import { describe, expect, it } from "vitest";
import { metaDescription, pageUrl, robotsTxt, seoTarget, sitemapXml } from "./crawl.ts";

describe("seoTarget", () => {
  it("names the product of a detail path and the post of a blog path", () => {
    expect(seoTarget("product/detail/dew-serum")).toEqual({ kind: "product", slug: "dew-serum" });
    expect(seoTarget("blog/spf-myths")).toEqual({ kind: "blog", slug: "spf-myths" });
  });

  it("names nothing for listings, the blog index or deeper paths", () => {
    for (const path of ["product/new-in", "product/detail", "blog", "blog/a/b", "product/detail/a/b", ""]) {
      expect(seoTarget(path)).toBeNull();
    }
  });
});

describe("metaDescription", () => {
  it("keeps a short text whole, without markup and doubled spaces", () => {
    expect(metaDescription("<p>A  light   **gel**</p>\n cream")).toBe("A light gel cream");
  });

  it("cuts a long English text at a word with an ellipsis, within the limit", () => {
    const text = "word ".repeat(60);
    const cut = metaDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("cuts Thai, written without spaces, at the limit", () => {
    const cut = metaDescription("ผิวชุ่มชื้น".repeat(40));
    expect(cut).toHaveLength(160);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("sitemapXml", () => {
  it("lists every page in both languages, each with en, th and x-default alternates, escaped", () => {
    const out = sitemapXml("https://shop.example", [
      { path: "" }, { path: "product/detail/a&b", lastModified: new Date("2026-03-04T10:00:00Z") },
    ]);
    expect(out.match(/<url>/g)).toHaveLength(4);
    expect(out).toContain("<loc>https://shop.example/</loc>");
    expect(out).toContain("<loc>https://shop.example/th</loc>");
    expect(out).toContain("<loc>https://shop.example/th/product/detail/a&amp;b</loc><lastmod>2026-03-04</lastmod>");
    expect(out.match(/hreflang="x-default" href="https:\/\/shop.example\/product\/detail\/a&amp;b"/g)).toHaveLength(2);
  });

  it("puts Thai pages under /th", () => {
    expect(pageUrl("http://x", "faq", "th")).toBe("http://x/th/faq");
    expect(pageUrl("http://x", "faq", "en")).toBe("http://x/faq");
  });
});

describe("robotsTxt", () => {
  it("keeps crawlers out of a shopper's pages in both languages and out of the tools, and names the sitemap", () => {
    const lines = robotsTxt("https://shop.example").split("\n");
    for (const path of ["/checkout", "/th/checkout", "/my-account", "/th/my-account", "/order/", "/api/", "/dev/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /th/api/");
    expect(lines).toContain("Sitemap: https://shop.example/sitemap.xml");
  });
});
