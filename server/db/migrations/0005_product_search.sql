CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"brand" text NOT NULL,
	"category" text NOT NULL,
	"doc" text NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_doc_trgm" ON "product_search" USING gin ("doc" gin_trgm_ops);--> statement-breakpoint
-- Keeps product_search in step with products (insert, rename, move, sales), brands and categories (renames).
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, names, brand, category, doc, sold_count)
  SELECT NEW.id, lower(NEW.name_en || ' ' || NEW.name_th), lower(b.name), lower(c.name_en || ' ' || c.name_th),
    lower(NEW.name_en || ' ' || NEW.name_th || ' ' || b.name || ' ' || c.name_en || ' ' || c.name_th), NEW.sold_count
  FROM brands b, categories c WHERE b.id = NEW.brand_id AND c.id = NEW.category_id
  ON CONFLICT (product_id) DO UPDATE SET names = EXCLUDED.names, brand = EXCLUDED.brand, category = EXCLUDED.category,
    doc = EXCLUDED.doc, sold_count = EXCLUDED.sold_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OF name_en, name_th, brand_id, category_id, sold_count
  ON products FOR EACH ROW EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- A renamed brand or category touches its products, which fires the trigger above.
CREATE OR REPLACE FUNCTION product_search_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  ELSE
    UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brands_search_rename AFTER UPDATE OF name ON brands FOR EACH ROW EXECUTE FUNCTION product_search_rename();
--> statement-breakpoint
CREATE TRIGGER categories_search_rename AFTER UPDATE OF name_en, name_th ON categories
  FOR EACH ROW EXECUTE FUNCTION product_search_rename();
--> statement-breakpoint
-- Products that already exist (a database seeded before this migration).
UPDATE products SET sold_count = sold_count;
