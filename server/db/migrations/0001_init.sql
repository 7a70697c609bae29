CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"accent" text NOT NULL,
	"story_en" text DEFAULT '' NOT NULL,
	"story_th" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"ingredients_en" text DEFAULT '' NOT NULL,
	"ingredients_th" text DEFAULT '' NOT NULL,
	"how_to_use_en" text DEFAULT '' NOT NULL,
	"how_to_use_th" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"compare_at_price" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_gift" boolean DEFAULT false NOT NULL,
	"new_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"routine_step" text DEFAULT '' NOT NULL,
	"shape" text NOT NULL,
	"volume" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_th" text NOT NULL,
	"excerpt_en" text DEFAULT '' NOT NULL,
	"excerpt_th" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_th" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cover_color" text DEFAULT '#f4e9e1' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"address_en" text NOT NULL,
	"address_th" text NOT NULL,
	"hours_en" text NOT NULL,
	"hours_th" text NOT NULL,
	"phone" text NOT NULL,
	"map_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category_en" text NOT NULL,
	"category_th" text NOT NULL,
	"question_en" text NOT NULL,
	"question_th" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_th" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"link" text NOT NULL,
	"for_desktop" boolean DEFAULT true NOT NULL,
	"for_mobile" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_th" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_th" text DEFAULT '' NOT NULL,
	"keywords_en" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords_th" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "seo_records_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "sitewide_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"text_en" text DEFAULT '' NOT NULL,
	"text_th" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"emoji" text NOT NULL,
	"unicode" text NOT NULL,
	"name" text NOT NULL,
	"dial_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "th_districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "th_provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "th_sub_districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"district_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"postal_codes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "th_districts" ADD CONSTRAINT "th_districts_province_id_th_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."th_provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "th_sub_districts" ADD CONSTRAINT "th_sub_districts_district_id_th_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."th_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_unique" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_brand_id_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_new_in_at_idx" ON "products" USING btree ("new_in_at");--> statement-breakpoint
CREATE INDEX "products_name_en_trgm" ON "products" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_th_trgm" ON "products" USING gin ("name_th" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "menu_items_parent_idx" ON "menu_items" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "th_districts_province_idx" ON "th_districts" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "th_sub_districts_district_idx" ON "th_sub_districts" USING btree ("district_id");