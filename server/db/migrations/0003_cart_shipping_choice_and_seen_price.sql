ALTER TABLE "carts" ALTER COLUMN "shipping_method" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "shipping_method" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "unit_price" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "branch_id" integer;