import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";

/**
 * One narrow, lower-cased search row per product (docs/decisions/0023): search reads this small table through ONE
 * trigram index instead of a UNION of arms over the wide products rows. Kept in step by triggers (migration 0005) on
 * products, brands and categories, so seeding and every later writer need do nothing.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id").primaryKey().references(() => products.id, { onDelete: "cascade" }),
    /** lower(name_en || ' ' || name_th): a hit here ranks highest. */
    names: text("names").notNull(),
    /** lower(brand name): a hit adds 0.6. */
    brand: text("brand").notNull(),
    /** lower(category name_en || ' ' || name_th): a hit adds 0.4. */
    category: text("category").notNull(),
    /** names, brand, category and the skin concerns in shoppers' words (migration 0017): what the index answers. */
    doc: text("doc").notNull(),
    /** Copy of products.sold_count: the tie-break, so ranking never reads the wide rows. */
    soldCount: integer("sold_count").notNull().default(0),
  },
  (t) => [index("product_search_doc_trgm").using("gin", t.doc.op("gin_trgm_ops"))],
);
