CREATE TABLE "payment_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"attempt_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"request_key" text NOT NULL,
	"provider_charge_id" text,
	"method" text NOT NULL,
	"bank" text,
	"term" integer,
	"source_type" text,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"authorize_uri" text,
	"return_uri" text NOT NULL,
	"expires_at" timestamp with time zone,
	"card" jsonb,
	"refund_state" text,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_charges_status_known" CHECK ("payment_charges"."status" IN ('creating', 'pending', 'successful', 'failed', 'expired', 'reversed')),
	CONSTRAINT "payment_charges_amount_positive" CHECK ("payment_charges"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"charge_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_status" text,
	"to_status" text,
	"event" text NOT NULL,
	"source" text NOT NULL,
	"provider_charge_id" text,
	"provider_status" text,
	"failure_code" text,
	"detail" jsonb,
	CONSTRAINT "payment_events_source_known" CHECK ("payment_events"."source" IN ('shopper', 'return', 'poll', 'webhook', 'job')),
	CONSTRAINT "payment_events_event_known" CHECK ("payment_events"."event" IN ('attempt', 'create', 'reject', 'status', 'refund_due', 'refund', 'refund_failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_charge_id_payment_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."payment_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_attempt_key_unique" ON "payment_charges" USING btree ("attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_provider_charge_unique" ON "payment_charges" USING btree ("provider_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_request_key_unique" ON "payment_charges" USING btree ("order_id","request_key");--> statement-breakpoint
CREATE INDEX "payment_charges_order_idx" ON "payment_charges" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_one_open" ON "payment_charges" USING btree ("order_id") WHERE "payment_charges"."status" IN ('creating', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_one_paid" ON "payment_charges" USING btree ("order_id") WHERE "payment_charges"."status" = 'successful' AND "payment_charges"."refund_state" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_charges_open_idx" ON "payment_charges" USING btree ("updated_at") WHERE "payment_charges"."status" IN ('creating', 'pending');--> statement-breakpoint
CREATE INDEX "payment_charges_refund_due_idx" ON "payment_charges" USING btree ("id") WHERE "payment_charges"."refund_state" = 'due';--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "payment_events_charge_idx" ON "payment_events" USING btree ("provider_charge_id");--> statement-breakpoint
-- Payment events are append-only (decision 0125), like order_events: never updated, and deleted only with their
-- order or charge (the foreign keys' cascades run inside their own triggers, at depth 2 and more).
CREATE OR REPLACE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR pg_trigger_depth() <= 1 THEN
    RAISE EXCEPTION 'payment_events is append-only: % refused', TG_OP USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER payment_events_append_only BEFORE UPDATE OR DELETE ON "payment_events"
  FOR EACH ROW EXECUTE FUNCTION payment_events_append_only();
