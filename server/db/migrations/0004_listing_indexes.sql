CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category_id","rating","rating_count");--> statement-breakpoint
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","sold_count");--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("sold_count") WHERE "products"."compare_at_price" > "products"."price";