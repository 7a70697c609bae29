import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, text,
  timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** The server menu: a tree through `parent_id`, ordered by `sort` among siblings. */
export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => menuItems.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    nameEn: text("name_en").notNull(),
    nameTh: text("name_th").notNull(),
    link: text("link").notNull(),
    forDesktop: boolean("for_desktop").notNull().default(true),
    forMobile: boolean("for_mobile").notNull().default(true),
  },
  (t) => [index("menu_items_parent_idx").on(t.parentId, t.sort)],
);

/** The coupon banner text. The newest row is the one shown; `guests_only` hides it from signed-in members. */
export const sitewideAlerts = pgTable("sitewide_alerts", {
  id: serial("id").primaryKey(),
  enabled: boolean("enabled").notNull().default(false),
  guestsOnly: boolean("guests_only").notNull().default(false),
  textEn: text("text_en").notNull().default(""),
  textTh: text("text_th").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Page-head records keyed by the route path without a leading slash (spec §7 api/general/seo). */
export const seoRecords = pgTable("seo_records", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  titleEn: text("title_en").notNull().default(""),
  titleTh: text("title_th").notNull().default(""),
  descriptionEn: text("description_en").notNull().default(""),
  descriptionTh: text("description_th").notNull().default(""),
  keywordsEn: text("keywords_en").array().notNull().default(sql`'{}'::text[]`),
  keywordsTh: text("keywords_th").array().notNull().default(sql`'{}'::text[]`),
});

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  sort: integer("sort").notNull().default(0),
  categoryEn: text("category_en").notNull(),
  categoryTh: text("category_th").notNull(),
  questionEn: text("question_en").notNull(),
  questionTh: text("question_th").notNull(),
  answerEn: text("answer_en").notNull(),
  answerTh: text("answer_th").notNull(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    titleEn: text("title_en").notNull(),
    titleTh: text("title_th").notNull(),
    excerptEn: text("excerpt_en").notNull().default(""),
    excerptTh: text("excerpt_th").notNull().default(""),
    bodyEn: text("body_en").notNull().default(""),
    bodyTh: text("body_th").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    coverColor: text("cover_color").notNull().default("#f4e9e1"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("blog_posts_published_at_idx").on(t.publishedAt)],
);

export const branches = pgTable("branches", {
  id: serial("id").primaryKey(),
  sort: integer("sort").notNull().default(0),
  nameEn: text("name_en").notNull(),
  nameTh: text("name_th").notNull(),
  addressEn: text("address_en").notNull(),
  addressTh: text("address_th").notNull(),
  hoursEn: text("hours_en").notNull(),
  hoursTh: text("hours_th").notNull(),
  phone: text("phone").notNull(),
  mapUrl: text("map_url").notNull().default(""),
});

export const socialLinks = pgTable("social_links", {
  id: serial("id").primaryKey(),
  sort: integer("sort").notNull().default(0),
  name: text("name").notNull(),
  url: text("url").notNull(),
});

/** Small shop-wide settings (store contact, seed marker) as key/value JSON. */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});
