import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex,
} from "drizzle-orm/pg-core";
import { POINT_KINDS, REWARD_KINDS } from "#contract/membership.ts";
import { coupons } from "./cart.ts";
import { members } from "./member.ts";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));
const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The points ledger (decision 0130): append-only (a trigger refuses updates), one row per movement, the balance is
 * the sum of the rows spendable at the moment asked. `idempotency_key` is unique across the ledger and says what the
 * row is for (`earn:order:12`, `reverse:order:12`, `redeem:7:<key>`, `line:3`), so a retry never moves points twice.
 * `order_id` is kept without a foreign key: the ledger outlives orders deleted at retention.
 */
export const pointTransactions = pgTable(
  "point_transactions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: POINT_KINDS }).notNull(),
    points: integer("points").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    spendableAt: stamp("spendable_at").notNull(),
    orderId: integer("order_id"),
    /** What a shopper reads beside it: the order number, the reward's name, a staff note. */
    reference: text("reference"),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("point_transactions_key_unique").on(t.idempotencyKey),
    index("point_transactions_member_idx").on(t.memberId, t.id),
    check("point_transactions_kind_known", sql`${t.kind} IN (${inList(POINT_KINDS)})`),
    check("point_transactions_nonzero", sql`${t.points} <> 0`),
  ],
);

/**
 * Gifts and promotions (spec §7 Membership, decision 0133). `remaining`: gifts in stock, or coupons left for a
 * promotion (null: unlimited), never below zero. A promotion's coupon is made from `coupon_*` when redeemed.
 */
export const rewards = pgTable(
  "rewards",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: REWARD_KINDS }).notNull(),
    nameEn: text("name_en").notNull(),
    nameTh: text("name_th").notNull(),
    descEn: text("desc_en").notNull().default(""),
    descTh: text("desc_th").notNull().default(""),
    image: text("image"),
    pointsPrice: integer("points_price").notNull(),
    remaining: integer("remaining"),
    startsAt: stamp("starts_at"),
    endsAt: stamp("ends_at"),
    exclusiveOnly: boolean("exclusive_only").notNull().default(false),
    festival: text("festival"),
    couponKind: text("coupon_kind", { enum: ["percent", "fixed"] }),
    couponValue: integer("coupon_value"),
    couponMaxDiscount: integer("coupon_max_discount"),
    couponMinSpend: integer("coupon_min_spend").notNull().default(0),
    couponValidDays: integer("coupon_valid_days").notNull().default(30),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("rewards_kind_known", sql`${t.kind} IN (${inList(REWARD_KINDS)})`),
    check("rewards_remaining_nonnegative", sql`${t.remaining} IS NULL OR ${t.remaining} >= 0`),
    check("rewards_points_nonnegative", sql`${t.pointsPrice} >= 0`),
    check("rewards_promotion_coupon",
      sql`${t.kind} <> 'promotion' OR (${t.couponKind} IS NOT NULL AND ${t.couponValue} > 0)`),
  ],
);

/**
 * One redeem of a reward by a member (once per member and reward, the birthday gift once a year). A gift waits
 * (`order_id` null) for the member's next order, which takes it; a promotion's row points to the member's own coupon.
 */
export const rewardRedemptions = pgTable(
  "reward_redemptions",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    rewardId: integer("reward_id").notNull().references(() => rewards.id),
    idempotencyKey: text("idempotency_key").notNull(),
    /** Once per member and reward, or per year for the birthday gift ('2026'); '' for once ever. */
    period: text("period").notNull().default(""),
    points: integer("points").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** The order a gift shipped with; null while it waits for the next order. */
    orderId: integer("order_id"),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reward_redemptions_member_reward_unique").on(t.memberId, t.rewardId, t.period),
    uniqueIndex("reward_redemptions_member_key_unique").on(t.memberId, t.idempotencyKey),
    index("reward_redemptions_waiting_idx").on(t.memberId).where(sql`${t.orderId} IS NULL AND ${t.couponId} IS NULL`),
  ],
);

/**
 * The sandbox LINE shopping channel's points, keyed by E.164 phone (design: offline default of the LINE points
 * provider). `claimed_by` is the merge that took them: set once, so they can never go to two accounts.
 */
export const linePointsSandbox = pgTable("line_points_sandbox", {
  phoneE164: text("phone_e164").primaryKey(),
  points: integer("points").notNull(),
  claimedBy: text("claimed_by"),
  claimedAt: stamp("claimed_at"),
});

/**
 * A phone's LINE points merged into a member after the OTP check (decision 0134): one row per phone, ever (unique),
 * pending until the crediting job claims them from the provider and writes the ledger row the next day. No foreign
 * key on the member: the row outlives a deleted account, so the phone is never merged again.
 */
export const linePointMerges = pgTable(
  "line_point_merges",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull(),
    phoneE164: text("phone_e164").notNull(),
    points: integer("points").notNull(),
    creditAt: stamp("credit_at").notNull(),
    creditedAt: stamp("credited_at"),
    createdAt: stamp("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("line_point_merges_phone_unique").on(t.phoneE164),
    index("line_point_merges_due_idx").on(t.creditAt).where(sql`${t.creditedAt} IS NULL`),
  ],
);

/** A member's own coupon (a redeemed promotion): only that member may use it. */
export const memberCoupons = pgTable("member_coupons", {
  couponId: integer("coupon_id").primaryKey().references(() => coupons.id, { onDelete: "cascade" }),
  memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
}, (t) => [index("member_coupons_member_idx").on(t.memberId)]);

/**
 * Member discounts an order used that are limited in time (decision 0132): the birthday 30% once per Bangkok year.
 * Written by order placement with the order; unique per member, perk and period, so two orders cannot both use it.
 */
export const memberPerkUses = pgTable("member_perk_uses", {
  id: serial("id").primaryKey(),
  memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
  perk: text("perk").notNull(),
  period: text("period").notNull(),
  orderId: integer("order_id"),
  createdAt: stamp("created_at").notNull().defaultNow(),
}, (t) => [uniqueIndex("member_perk_uses_unique").on(t.memberId, t.perk, t.period)]);
