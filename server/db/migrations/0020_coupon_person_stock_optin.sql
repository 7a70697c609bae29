ALTER TABLE "coupon_redemptions" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "stock_notifications" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_email_idx" ON "coupon_redemptions" USING btree ("coupon_id","email_key");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_phone_idx" ON "coupon_redemptions" USING btree ("coupon_id","phone_e164");--> statement-breakpoint
-- Earlier redemptions count for their orders' e-mail (trimmed, lower-cased) and phone.
UPDATE "coupon_redemptions" r SET "email_key" = lower(trim(o."email")), "phone_e164" = o."phone_e164" FROM "orders" o WHERE o."id" = r."order_id";
