// The <head> the server puts into the app's HTML for each page, so a crawler or a link preview that
// runs no JavaScript reads the page's title, description, canonical, hreflang, Open Graph and JSON-LD. In the browser
// the page's own head replaces these tags as it renders (src/components/page/PageHead.tsx). Pure: the caller passes the
// page's data.
import type { BlogPost } from "#contract/blog.ts";
import type { Seo, StoreInfo } from "#contract/general.ts";
import type { Locale } from "#contract/locale.ts";
import { SERVER_HEAD_ATTRIBUTE, type PageAccess } from "#contract/pages.ts";
import type { ProductDetail } from "#contract/product.ts";
import { escapeMarkup, pageUrl, SITE_NAME } from "./crawl.ts";

export interface HeadInput {
  origin: string;
  locale: Locale;
  /** The page's path without locale prefix or slashes at the ends ("" is home). */
  path: string;
  /** Who the page is for; "missing" is the not-found page. */
  access: PageAccess | "missing";
  seo: Seo;
  /** Structured data objects (schema.org), one script each. */
  jsonLd?: readonly object[];
  image?: string;
  type?: "website" | "product" | "article";
}

/** JSON inside <script>: no "</script>" or "<!--" can close or comment it. */
const scriptJson = (value: object): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** The tags for one page, each marked as the server's. */
export function headTags(input: HeadInput): string {
  const mark = SERVER_HEAD_ATTRIBUTE;
  const title = input.seo.title || SITE_NAME;
  const url = pageUrl(input.origin, input.path, input.locale);
  const tags = [`<title ${mark}>${escapeMarkup(title)}</title>`];
  const meta = (key: "name" | "property", name: string, content: string) =>
    content && tags.push(`<meta ${mark} ${key}="${name}" content="${escapeMarkup(content)}">`);
  meta("name", "description", input.seo.description);
  meta("name", "keywords", input.seo.keywords.join(", "));
  if (input.access !== "public") meta("name", "robots", "noindex");
  if (input.access === "public") {
    tags.push(`<link ${mark} rel="canonical" href="${escapeMarkup(url)}">`);
    for (const [lang, locale] of [["en", "en"], ["th", "th"], ["x-default", "en"]] as const) {
      const href = escapeMarkup(pageUrl(input.origin, input.path, locale));
      tags.push(`<link ${mark} rel="alternate" hreflang="${lang}" href="${href}">`);
    }
  }
  meta("property", "og:site_name", SITE_NAME);
  meta("property", "og:title", title);
  meta("property", "og:description", input.seo.description);
  meta("property", "og:type", input.type ?? "website");
  meta("property", "og:url", url);
  meta("property", "og:locale", input.locale === "th" ? "th_TH" : "en_US");
  if (input.image) meta("property", "og:image", new URL(input.image, input.origin).href);
  for (const data of input.jsonLd
    ?? []) tags.push(`<script ${mark} type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join("\n    ");
}

/** The app's index.html for a page: its language on <html>, and its head in place of the shell's plain title. */
export function applyHead(template: string, locale: Locale, tags: string): string {
  const html = template.replace(/<html\b[^>]*>/, (tag) =>
    / lang="[^"]*"/.test(tag) ? tag.replace(/ lang="[^"]*"/, ` lang="${locale}"`)
      : tag.replace("<html", `<html lang="${locale}"`));
  return html.replace(/<title>[^<]*<\/title>/, tags);
}

/** A page as src/entry-server.tsx rendered it: #root's markup, its style tags and the answers it used. */
export interface RenderedPage { html: string; styles: string; data: string }

/**
 * The server-rendered page in the shell: its styles at the end of <head>, its markup in #root (marked, so the browser
 * hydrates instead of rendering) and, after it, the answers it was rendered with as JSON safe inside <script>.
 */
export function fillRoot(template: string, rendered: RenderedPage, dataId: string): string {
  return template.replace("</head>", () => `${rendered.styles}</head>`).replace(/<div id="root"><\/div>/, () =>
    `<div id="root" data-ssr="">${rendered.html}</div><script id="${dataId}" `
      + `type="application/json">${rendered.data}</script>`);
}

const baht = (satang: number): string => (satang / 100).toFixed(2);

/** Breadcrumbs as schema.org BreadcrumbList: [name, path] pairs from the home page down. */
export function breadcrumbJsonLd(origin: string, locale: Locale, trail: readonly (readonly [string, string])[]) {
  return {
    "@context": "https://schema.org", "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], i) => ({
      "@type": "ListItem", position: i + 1, name, item: pageUrl(origin, path, locale),
    })),
  };
}

/** A product page's Product with its Offer (THB, stock) and, once reviewed, its AggregateRating. */
export function productJsonLd(origin: string, locale: Locale, product: ProductDetail) {
  const url = pageUrl(origin, `product/detail/${product.slug}`, locale);
  return {
    "@context": "https://schema.org", "@type": "Product",
    name: product.name, description: product.description, sku: String(product.id),
    image: product.gallery.map((path) => new URL(path, origin).href),
    brand: { "@type": "Brand", name: product.brand.name },
    category: product.category.name,
    offers: {
      "@type": "Offer", url, priceCurrency: "THB", price: baht(product.price),
      availability: `https://schema.org/${product.stock > 0 ? "InStock" : "OutOfStock"}`,
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(product.rating_count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating,
        reviewCount: product.rating_count } }
      : {}),
  };
}

/** A post's Article. */
export function articleJsonLd(origin: string, locale: Locale, post: BlogPost) {
  return {
    "@context": "https://schema.org", "@type": "Article",
    headline: post.title, description: post.excerpt, datePublished: post.published_at, keywords: post.tags.join(", "),
    mainEntityOfPage: pageUrl(origin, `blog/${post.slug}`, locale),
    author: { "@type": "Organization", name: SITE_NAME }, publisher: { "@type": "Organization", name: SITE_NAME },
  };
}

/** The shop as an Organization with its branches as stores (home page). */
export function organizationJsonLd(origin: string, locale: Locale, store: StoreInfo) {
  return {
    "@context": "https://schema.org", "@type": "Organization",
    name: SITE_NAME, url: pageUrl(origin, "", locale), email: store.contact.email, telephone: store.contact.phone,
    sameAs: store.social.map((s) => s.url),
    subOrganization: store.branches.map((b) => ({
      "@type": "Store", name: b.name, address: b.address, telephone: b.phone, openingHours: b.hours, hasMap: b.map_url,
    })),
  };
}
