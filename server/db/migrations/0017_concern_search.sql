-- Issue 17: search finds products by the skin concern a shopper names ("กันแดดผิวมัน", "เซรั่มลดสิว", "acne").
-- Each product's concerns go into its search doc as words shoppers use (English and Thai); the words are chosen so
-- no category or product word contains them ("sebum", not "oily", which "oil" would find). Kept in step with
-- server/db/search/synonyms.ts, whose concern groups name these words.
CREATE OR REPLACE FUNCTION product_concern_words(concerns text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(string_agg(CASE c
    WHEN 'acne' THEN 'acne สิว'
    WHEN 'dark-spots' THEN 'dark spots ฝ้า จุดด่างดำ'
    WHEN 'aging' THEN 'anti-aging ริ้วรอย'
    WHEN 'dullness' THEN 'brightening dullness ผิวหมองคล้ำ'
    WHEN 'pores' THEN 'pores รูขุมขน'
    WHEN 'dryness' THEN 'dry skin ผิวแห้ง ผิวขาดน้ำ'
    WHEN 'oiliness' THEN 'sebum ผิวมัน'
    WHEN 'sensitivity' THEN 'sensitive ผิวแพ้ง่าย'
    ELSE '' END, ' '), '')
  FROM unnest(concerns) AS c
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, names, brand, category, doc, sold_count)
  SELECT NEW.id, lower(NEW.name_en || ' ' || NEW.name_th), lower(b.name), lower(c.name_en || ' ' || c.name_th),
    lower(NEW.name_en || ' ' || NEW.name_th || ' ' || b.name || ' ' || c.name_en || ' ' || c.name_th || ' '
      || product_concern_words(NEW.concerns)), NEW.sold_count
  FROM brands b, categories c WHERE b.id = NEW.brand_id AND c.id = NEW.category_id
  ON CONFLICT (product_id) DO UPDATE SET names = EXCLUDED.names, brand = EXCLUDED.brand, category = EXCLUDED.category,
    doc = EXCLUDED.doc, sold_count = EXCLUDED.sold_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER products_search_sync ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_sync AFTER INSERT OR UPDATE OF name_en, name_th, brand_id, category_id, sold_count, concerns
  ON products FOR EACH ROW EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- Products that already exist.
UPDATE products SET sold_count = sold_count;
