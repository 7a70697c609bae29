// Which page a GET for the browser app shows, with what status and head: a path no page matches, or
// a product or post that does not exist, answers 404 (the app shows its not-found page); a Thai page says lang="th".
import type { FastifyRequest } from "fastify";
import type { Locale } from "#contract/locale.ts";
import { isServerRendered, matchPage, NOT_FOUND_PAGE } from "#contract/pages.ts";
import type { Database } from "#db/database.ts";
import { findBlogPost } from "#db/repositories/blog.ts";
import { findSeo, storeInfo } from "#db/repositories/general.ts";
import { findProduct } from "#db/repositories/product/index.ts";
import {
  articleJsonLd, breadcrumbJsonLd, headTags, organizationJsonLd, productJsonLd, type HeadInput,
} from "#domain/page-head.ts";
import { SITE_NAME } from "#domain/crawl.ts";
import { shopOrigin } from "./origin.ts";

export interface PageAnswer {
  status: 200 | 404;
  locale: Locale;
  /** Whether the server renders its body (the not-found page too), decision 0141. */
  serverRendered: boolean;
  tags: string;
  /** The page module that shows it (contract/pages.ts), whose scripts come with a server-rendered page. */
  page: string;
}

const NOT_FOUND_TITLE: Record<Locale, string> = { en: "Page not found | SkinState", th: "ไม่พบหน้านี้ | SkinState" };

/** Pages the shop keeps no SEO record for still tell a crawler what they are. */
const FALLBACK_DESCRIPTION: Record<string, Record<Locale, string>> = {
  "privacy-policy": {
    en: "How SkinState collects, uses and protects your personal data, and how to ask us to change or delete it.",
    th: "SkinState เก็บ ใช้ และปกป้องข้อมูลส่วนบุคคลของคุณอย่างไร และวิธีขอแก้ไขหรือลบข้อมูล",
  },
  "terms-services": {
    en: "The terms for shopping at SkinState: orders, prices, delivery, returns, membership points and coupons.",
    th: "ข้อกำหนดการซื้อสินค้ากับ SkinState: คำสั่งซื้อ ราคา การจัดส่ง การคืนสินค้า คะแนนสมาชิก และคูปอง",
  },
};

/** "/th/blog/x?y" -> th, "blog/x" (English pages have no prefix or /en). */
export function splitLocale(url: string): { locale: Locale; path: string } {
  const path = (url.split(/[?#]/)[0] ?? "").replace(/^\/+|\/+$/g, "");
  const prefix = /^(en|th)(\/|$)/.exec(path);
  return { locale: prefix?.[1] === "th" ? "th" : "en", path: prefix ? path.slice(prefix[0].length) : path };
}

export async function resolvePage(db: Database, request: FastifyRequest): Promise<PageAnswer> {
  const { locale, path } = splitLocale(request.url);
  const origin = shopOrigin(request);
  const missing = (): PageAnswer => ({
    status: 404, locale, serverRendered: true, page: NOT_FOUND_PAGE,
    tags: headTags({ origin, locale, path, access: "missing", seo: { title: NOT_FOUND_TITLE[locale], description: "",
      keywords: [] } }),
  });
  const match = matchPage(path);
  if (!match) return missing();
  const seo = await findSeo(db, path, locale);
  if (!seo.description && FALLBACK_DESCRIPTION[path]) seo.description = FALLBACK_DESCRIPTION[path][locale];
  const head: HeadInput = { origin, locale, path, access: match.route.access, seo };
  // Only a well-formed slug reaches the database (a NUL byte or a 2 KB segment is simply no such page).
  const slug = /^[a-z0-9][a-z0-9-]{0,199}$/.test(match.params.slug ?? "") ? match.params.slug : undefined;
  if (match.route.path === "product/detail/:slug?") {
    const product = slug ? await findProduct(db, slug, locale) : undefined;
    if (!product) return missing();
    const trail = [[SITE_NAME, ""], [product.category.name, `product/${product.category.slug}`],
      [product.name, path]] as const;
    Object.assign(head, { type: "product", image: product.image,
      jsonLd: [productJsonLd(origin, locale, product), breadcrumbJsonLd(origin, locale, trail)] });
  } else if (match.route.path === "blog/:slug") {
    const post = slug ? await findBlogPost(db, slug, locale) : undefined;
    if (!post) return missing();
    Object.assign(head, { type: "article", jsonLd: [articleJsonLd(origin, locale, post)] });
  } else if (match.route.path === "") {
    head.jsonLd = [organizationJsonLd(origin, locale, await storeInfo(db, locale))];
  } else if (match.route.access === "public") {
    // Listings and the other public pages: where they sit under home, named as their head names them.
    const name = head.seo.title.split("|")[0]?.trim() || path;
    head.jsonLd = [breadcrumbJsonLd(origin, locale, [[SITE_NAME, ""], [name, path]])];
  }
  return { status: 200, locale, serverRendered: isServerRendered(match.route), tags: headTags(head),
    page: match.route.page };
}
