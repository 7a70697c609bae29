CREATE TABLE "line_point_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"phone_e164" text NOT NULL,
	"points" integer NOT NULL,
	"credit_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_points_sandbox" (
	"phone_e164" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_coupons" (
	"coupon_id" integer PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_perk_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"perk" text NOT NULL,
	"period" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"spendable_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_kind_known" CHECK ("point_transactions"."kind" IN ('earn', 'redeem', 'reverse', 'expire', 'line_merge', 'adjust')),
	CONSTRAINT "point_transactions_nonzero" CHECK ("point_transactions"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"period" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"coupon_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_th" text NOT NULL,
	"desc_en" text DEFAULT '' NOT NULL,
	"desc_th" text DEFAULT '' NOT NULL,
	"image" text,
	"points_price" integer NOT NULL,
	"remaining" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"exclusive_only" boolean DEFAULT false NOT NULL,
	"festival" text,
	"coupon_kind" text,
	"coupon_value" integer,
	"coupon_max_discount" integer,
	"coupon_min_spend" integer DEFAULT 0 NOT NULL,
	"coupon_valid_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_kind_known" CHECK ("rewards"."kind" IN ('gift', 'promotion')),
	CONSTRAINT "rewards_remaining_nonnegative" CHECK ("rewards"."remaining" IS NULL OR "rewards"."remaining" >= 0),
	CONSTRAINT "rewards_points_nonnegative" CHECK ("rewards"."points_price" >= 0),
	CONSTRAINT "rewards_promotion_coupon" CHECK ("rewards"."kind" <> 'promotion' OR ("rewards"."coupon_kind" IS NOT NULL AND "rewards"."coupon_value" > 0))
);
--> statement-breakpoint
-- Points a member held in the old column move into the ledger as a staff adjustment (decision 0130).
INSERT INTO "point_transactions" ("member_id", "kind", "points", "idempotency_key", "spendable_at", "reference")
  SELECT "id", 'adjust', "points", 'adjust:column:' || "id", now(), 'points before the ledger' FROM "members" WHERE "points" > 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION point_transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_transactions is append-only: UPDATE refused' USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER point_transactions_append_only BEFORE UPDATE ON "point_transactions"
  FOR EACH ROW EXECUTE FUNCTION point_transactions_append_only();
--> statement-breakpoint
ALTER TABLE "members" DROP CONSTRAINT "members_points_nonnegative";--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_coupons" ADD CONSTRAINT "member_coupons_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_perk_uses" ADD CONSTRAINT "member_perk_uses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_point_merges_phone_unique" ON "line_point_merges" USING btree ("phone_e164");--> statement-breakpoint
CREATE INDEX "line_point_merges_due_idx" ON "line_point_merges" USING btree ("credit_at") WHERE "line_point_merges"."credited_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_coupons_member_idx" ON "member_coupons" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_perk_uses_unique" ON "member_perk_uses" USING btree ("member_id","perk","period");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_key_unique" ON "point_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "point_transactions_member_idx" ON "point_transactions" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_member_reward_unique" ON "reward_redemptions" USING btree ("member_id","reward_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_member_key_unique" ON "reward_redemptions" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "reward_redemptions_waiting_idx" ON "reward_redemptions" USING btree ("member_id") WHERE "reward_redemptions"."order_id" IS NULL AND "reward_redemptions"."coupon_id" IS NULL;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "points";