CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"detail" jsonb,
	CONSTRAINT "order_events_source_known" CHECK ("order_events"."source" IN ('shopper', 'payment', 'job', 'staff')),
	CONSTRAINT "order_events_event_known" CHECK ("order_events"."event" IN ('place', 'pay', 'payment_fail', 'expire', 'cancel', 'ship', 'deliver'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_unique" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_id_unique" ON "orders" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_unique" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_unique" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
-- Order events are append-only (decision 0100): never updated, and deleted only with their order. The foreign key's
-- cascade deletes them from inside its own trigger (depth 2 and more); a direct DELETE fires this at depth 1.
CREATE OR REPLACE FUNCTION order_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'order_events is append-only: % refused', TG_OP USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_events_append_only BEFORE UPDATE OR DELETE ON "order_events"
  FOR EACH ROW EXECUTE FUNCTION order_events_append_only();
--> statement-breakpoint
-- Orders kept from before this migration (the demo member's): contact from the member, the unpaid deadline, the
-- payment date, and their history as events, so every order has a complete record.
UPDATE "orders" o SET "email" = m."email", "first_name" = m."first_name", "last_name" = m."last_name", "locale" = m."locale"
  FROM "members" m WHERE m."id" = o."member_id" AND o."email" = '';
--> statement-breakpoint
UPDATE "orders" SET "expires_at" = "created_at" + interval '7 days' WHERE "status" = 'pending' AND "expires_at" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "paid_at" = "created_at" WHERE "status" IN ('processing', 'in_transit', 'completed') AND "paid_at" IS NULL;
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "event", "source", "actor")
  SELECT "id", "created_at", NULL, 'pending', 'place', 'shopper',
    CASE WHEN "member_id" IS NULL THEN 'guest' ELSE 'member:' || "member_id" END
  FROM "orders" ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "event", "source", "actor")
  SELECT "id", "created_at", 'pending', 'processing', 'pay', 'payment', 'migration 0010'
  FROM "orders" WHERE "status" IN ('processing', 'in_transit', 'completed') ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "event", "source", "actor")
  SELECT "id", greatest("created_at", coalesce("completed_at", "created_at") - interval '1 day'), 'processing',
    'in_transit', 'ship', 'staff', 'migration 0010'
  FROM "orders" WHERE "status" IN ('in_transit', 'completed') ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "event", "source", "actor")
  SELECT "id", "completed_at", 'in_transit', 'completed', 'deliver', 'staff', 'migration 0010'
  FROM "orders" WHERE "status" = 'completed' ORDER BY "id";
--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "event", "source", "actor")
  SELECT "id", "created_at" + interval '7 days', 'pending', 'failed', 'expire', 'job', 'migration 0010'
  FROM "orders" WHERE "status" = 'failed' ORDER BY "id";
