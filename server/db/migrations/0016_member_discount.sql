ALTER TABLE "orders" ADD COLUMN "member_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "member_perk" text;--> statement-breakpoint
-- Decision 0135: exclusive members get 5% off automatically; the seeded EXCLUSIVE5 coupon would double it. Retire it.
UPDATE "coupons" SET "ends_at" = now() WHERE "code" = 'EXCLUSIVE5' AND ("ends_at" IS NULL OR "ends_at" > now());
