// What crawlers read besides the pages (spec §7 `api/general/seo`): page heads derived from a product or
// a post when no SEO record names the path, the sitemap and robots.txt. Pure: repositories pass the rows.

/** The shop's name in every derived title, as in the seeded SEO records. */
export const SITE_NAME = "SkinState";
const DESCRIPTION_MAX = 160;

export type SeoTarget = { kind: "product"; slug: string } | { kind: "blog"; slug: string };

/** Which product or post a normalized SEO path ("product/detail/x", "blog/x") is about, if any. */
export function seoTarget(path: string): SeoTarget | null {
  const product = /^product\/detail\/([^/]+)$/.exec(path);
  if (product?.[1]) return { kind: "product", slug: product[1] };
  const post = /^blog\/([^/]+)$/.exec(path);
  if (post?.[1]) return { kind: "blog", slug: post[1] };
  return null;
}

/** A meta description: markup and runs of space removed, cut at a word before 160 characters with an ellipsis. */
export function metaDescription(text: string, max = DESCRIPTION_MAX): string {
  const plain = text.replace(/<[^>]*>/g, " ").replace(/[#*_>`[\]]/g, "").replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  // Thai is written without spaces between words: cut at the limit when no space is near it.
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const pageTitle = (name: string): string => `${name} | ${SITE_NAME}`;

/** A path of the shop in both languages: English without a prefix, Thai under /th. */
export interface SitemapPage {
  /** Without the leading slash; "" is home. */
  path: string;
  lastModified?: Date;
}

/** Text for XML or HTML attributes and content. */
export const escapeMarkup = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The address of `path` in a language (the Thai home is /th). */
export function pageUrl(origin: string, path: string, locale: "en" | "th"): string {
  const suffix = path ? `/${path}` : "";
  return locale === "th" ? `${origin}/th${suffix}` : `${origin}${suffix || "/"}`;
}

/** sitemaps.org XML with every page in English and Thai, each naming both versions and x-default as alternates. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.flatMap((page) => {
    const en = pageUrl(origin, page.path, "en");
    const th = pageUrl(origin, page.path, "th");
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeMarkup(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="th" href="${escapeMarkup(th)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(en)}"/>`,
    ].join("");
    const modified = page.lastModified ? `<lastmod>${page.lastModified.toISOString().slice(0, 10)}</lastmod>` : "";
    return [en, th].map((loc) => `<url><loc>${escapeMarkup(loc)}</loc>${modified}${alternates}</url>`);
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...entries,
    `</urlset>`,
    "",
  ].join("\n");
}

/** A shopper's own pages (in both languages): nothing there for a crawler. */
export const PRIVATE_PAGES = [
  "/my-account", "/my-cart", "/checkout", "/order/", "/login", "/auth/", "/coupon/complete",
] as const;
/** The API and the development and sandbox tools. */
export const TOOL_PATHS = ["/api/", "/dev/", "/sandbox/"] as const;

export function robotsTxt(origin: string): string {
  const pages = PRIVATE_PAGES.flatMap((path) => [`Disallow: ${path}`, `Disallow: /th${path}`]);
  const disallow = [...pages, ...TOOL_PATHS.map((path) => `Disallow: ${path}`)];
  return ["User-agent: *", "Allow: /", ...disallow, "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
