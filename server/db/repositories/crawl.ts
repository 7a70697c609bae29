// Reads for crawlers: the page head of a product or a post (when no SEO record names its path) and the sitemap's
// pages. The wording rules live in server/domain/crawl.ts.
import { eq, max } from "drizzle-orm";
import type { Seo } from "#contract/general.ts";
import { inLocale, type Locale } from "#contract/locale.ts";
import { metaDescription, pageTitle, type SeoTarget, type SitemapPage } from "#domain/crawl.ts";
import type { Database } from "../database.ts";
import { blogPosts, brands, categories, products } from "../schema/index.ts";


async function productSeo(db: Database, slug: string, locale: Locale): Promise<Seo | null> {
  const [row] = await db.select({ product: products, brand: brands.name, categoryEn: categories.nameEn,
    categoryTh: categories.nameTh })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.slug, slug)).limit(1);
  if (!row) return null;
  const name = inLocale(locale, row.product.nameEn, row.product.nameTh);
  return {
    title: pageTitle(`${name} – ${row.brand}`),
    description: metaDescription(inLocale(locale, row.product.descriptionEn, row.product.descriptionTh)),
    keywords: [row.brand, inLocale(locale, row.categoryEn, row.categoryTh), ...row.product.concerns],
  };
}

async function postSeo(db: Database, slug: string, locale: Locale): Promise<Seo | null> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (!post) return null;
  return {
    title: pageTitle(inLocale(locale, post.titleEn, post.titleTh)),
    description: metaDescription(inLocale(locale, post.excerptEn, post.excerptTh)
      || inLocale(locale, post.bodyEn, post.bodyTh)),
    keywords: post.tags,
  };
}

/** The head of a product or post page from its own data; null when there is no such product or post. */
export function derivedSeo(db: Database, target: SeoTarget, locale: Locale): Promise<Seo | null> {
  return target.kind === "product" ? productSeo(db, target.slug, locale) : postSeo(db, target.slug, locale);
}

/** The public pages that stand without a query string, for the sitemap. */
const STATIC_PAGES = [
  "", "product/new-in", "product/sale", "product/best-seller", "product-gift", "skin-quiz", "blog", "faq", "about-us",
  "privacy-policy", "terms-services",
];

/** Every public page: the static ones, each category's listing, each product (gifts too) and each post. */
export async function sitemapPages(db: Database): Promise<SitemapPage[]> {
  const [categoryRows, productRows, postRows, [latest]] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(categories.sort, categories.id),
    db.select({ slug: products.slug, at: products.newInAt }).from(products).orderBy(products.id),
    db.select({ slug: blogPosts.slug, at: blogPosts.publishedAt }).from(blogPosts).orderBy(blogPosts.id),
    db.select({ at: max(products.newInAt) }).from(products),
  ]);
  const listingsChanged = latest?.at ?? undefined;
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...categoryRows.map((c) => ({ path: `product/${c.slug}`, lastModified: listingsChanged })),
    ...productRows.map((p) => ({ path: `product/detail/${p.slug}`, lastModified: p.at })),
    ...postRows.map((p) => ({ path: `blog/${p.slug}`, lastModified: p.at })),
  ];
}
