CREATE TABLE "omise_sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"capture" boolean DEFAULT true NOT NULL,
	"authorized" boolean DEFAULT false NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"token_id" text,
	"source_id" text,
	"authorize_kind" text,
	"return_uri" text,
	"failure_code" text,
	"failure_message" text,
	"description" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"webhook_endpoints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" text NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "omise_sandbox_charges_amounts" CHECK ("omise_sandbox_charges"."amount" > 0 AND "omise_sandbox_charges"."refunded_amount" BETWEEN 0 AND "omise_sandbox_charges"."amount")
);
--> statement-breakpoint
CREATE TABLE "omise_sandbox_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"uri" text NOT NULL,
	"status" integer,
	"response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omise_sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omise_sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "omise_sandbox_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"flow" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"details" jsonb NOT NULL,
	"charge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "omise_sandbox_sources_amount_positive" CHECK ("omise_sandbox_sources"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "omise_sandbox_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"failure_code" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "omise_sandbox_deliveries" ADD CONSTRAINT "omise_sandbox_deliveries_event_id_omise_sandbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."omise_sandbox_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "omise_sandbox_refunds" ADD CONSTRAINT "omise_sandbox_refunds_charge_id_omise_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."omise_sandbox_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "omise_sandbox_charges_created_idx" ON "omise_sandbox_charges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "omise_sandbox_deliveries_event_idx" ON "omise_sandbox_deliveries" USING btree ("event_id","uri");--> statement-breakpoint
CREATE INDEX "omise_sandbox_events_created_idx" ON "omise_sandbox_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "omise_sandbox_refunds_charge_idx" ON "omise_sandbox_refunds" USING btree ("charge_id");