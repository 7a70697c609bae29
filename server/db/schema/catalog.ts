import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex,
} from "drizzle-orm/pg-core";

/** How a product is drawn (the illustration served under /media). */
export const PRODUCT_SHAPES = ["bottle", "tube", "jar", "dropper", "pump", "compact", "device", "sachet"] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/** Product categories (spec §1). Text columns come in pairs: `_en` and `_th`. */
export const categories = pgTable("categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameTh: text("name_th").notNull(),
  descriptionEn: text("description_en").notNull().default(""),
  descriptionTh: text("description_th").notNull().default(""),
  sort: integer("sort").notNull().default(0),
});

/** Brands carry their own colours: the generated product images use them. */
export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    country: text("country").notNull().default(""),
    color: text("color").notNull(),
    accent: text("accent").notNull(),
    storyEn: text("story_en").notNull().default(""),
    storyTh: text("story_th").notNull().default(""),
  },
  // Search matches brand names too ("cosrx" finds every COSRX product).
  (t) => [index("brands_name_trgm").using("gin", sql`${t.name} gin_trgm_ops`)],
);

/** Money is an integer number of satang. `rating` is numeric(2,1) so 4.5 stays exact. */
export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    brandId: integer("brand_id").notNull().references(() => brands.id),
    categoryId: integer("category_id").notNull().references(() => categories.id),
    nameEn: text("name_en").notNull(),
    nameTh: text("name_th").notNull(),
    descriptionEn: text("description_en").notNull().default(""),
    descriptionTh: text("description_th").notNull().default(""),
    ingredientsEn: text("ingredients_en").notNull().default(""),
    ingredientsTh: text("ingredients_th").notNull().default(""),
    howToUseEn: text("how_to_use_en").notNull().default(""),
    howToUseTh: text("how_to_use_th").notNull().default(""),
    price: integer("price").notNull(),
    compareAtPrice: integer("compare_at_price"),
    stock: integer("stock").notNull().default(0),
    isGift: boolean("is_gift").notNull().default(false),
    newInAt: timestamp("new_in_at", { withTimezone: true }).notNull().defaultNow(),
    rating: numeric("rating", { precision: 2, scale: 1 }).notNull().default("0"),
    ratingCount: integer("rating_count").notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    concerns: text("concerns").array().notNull().default(sql`'{}'::text[]`),
    routineStep: text("routine_step").notNull().default(""),
    shape: text("shape").notNull(),
    volume: text("volume").notNull().default(""),
    image: text("image").notNull(),
    gallery: text("gallery").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_slug_unique").on(t.slug),
    index("products_brand_id_idx").on(t.brandId),
    index("products_category_id_idx").on(t.categoryId),
    index("products_new_in_at_idx").on(t.newInAt),
    // Listing filters and sorts (price range, best-selling) stay index-backed at 100k products.
    index("products_category_price_idx").on(t.categoryId, t.price),
    index("products_price_idx").on(t.price),
    index("products_sold_count_idx").on(t.soldCount),
    index("products_category_rating_idx").on(t.categoryId, t.rating, t.ratingCount),
    index("products_category_sold_idx").on(t.categoryId, t.soldCount),
    // type=sale reads only sale rows (its count too) instead of scanning the catalog.
    index("products_on_sale_idx").on(t.soldCount).where(sql`${t.compareAtPrice} > ${t.price}`),
    // Trigram indexes make `ILIKE '%term%'` search fast in both languages (pg_trgm works on Thai).
    index("products_name_en_trgm").using("gin", sql`${t.nameEn} gin_trgm_ops`),
    index("products_name_th_trgm").using("gin", sql`${t.nameTh} gin_trgm_ops`),
    // The last line of defence for "stock never goes below zero" under concurrent carts and checkouts.
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
  ],
);
