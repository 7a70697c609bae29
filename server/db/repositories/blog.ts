import { count, desc, eq } from "drizzle-orm";
import type { BlogPost, BlogPostSummary } from "#contract/blog.ts";
import type { Locale } from "#contract/locale.ts";
import { tagLabel } from "#domain/thai-words.ts";
import type { Database } from "../database.ts";
import { blogPosts } from "../schema/index.ts";

type Row = typeof blogPosts.$inferSelect;
const th = (locale: Locale) => locale === "th";

function summary(row: Row, locale: Locale): BlogPostSummary {
  return {
    id: row.id, slug: row.slug, title: th(locale) ? row.titleTh : row.titleEn,
    excerpt: th(locale) ? row.excerptTh : row.excerptEn, published_at: row.publishedAt.toISOString(),
    cover_color: row.coverColor, tags: row.tags.map((tag) => tagLabel(tag, locale)),
  };
}

/** Newest first. */
export async function listBlogPosts(db: Database, page: number, perPage: number, locale: Locale) {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(perPage).offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(blogPosts);
  return { items: rows.map((r) => summary(r, locale)), total: total?.n ?? 0 };
}

/** By numeric id or by slug. */
export async function findBlogPost(db: Database, idOrSlug: string, locale: Locale): Promise<BlogPost | undefined> {
  const where = /^\d{1,9}$/.test(idOrSlug) ? eq(blogPosts.id, Number(idOrSlug)) : eq(blogPosts.slug, idOrSlug);
  const [row] = await db.select().from(blogPosts).where(where).limit(1);
  if (!row) return undefined;
  return { ...summary(row, locale), body: th(locale) ? row.bodyTh : row.bodyEn };
}
