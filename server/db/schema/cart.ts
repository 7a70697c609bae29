import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { orders } from "./orders.ts";

/**
 * Coupons (spec §1, §8). `kind` percent: `value` is percent (1..100) capped by `max_discount`; kind fixed: `value` is
 * satang. The code is unique whatever its case: shoppers type "welcome10" as often as "WELCOME10".
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    nameEn: text("name_en").notNull(),
    nameTh: text("name_th").notNull(),
    descEn: text("desc_en").notNull().default(""),
    descTh: text("desc_th").notNull().default(""),
    kind: text("kind", { enum: ["percent", "fixed"] }).notNull(),
    value: integer("value").notNull(),
    maxDiscount: integer("max_discount"),
    minSpend: integer("min_spend").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perMemberLimit: integer("per_member_limit"),
    membersOnly: boolean("members_only").notNull().default(false),
    exclusiveOnly: boolean("exclusive_only").notNull().default(false),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupons_code_lower_unique").on(sql`lower(${t.code})`),
    check("coupons_kind_value",
      sql`(${t.kind} = 'percent' AND ${t.value} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.value} > 0)`),
    check("coupons_used_count_nonnegative", sql`${t.usedCount} >= 0`),
  ],
);

/**
 * Guest or member carts. The id is a random UUID made by the server (crypto.randomUUID): it is the guest's only
 * credential, so it must not be guessable. `member_id` is set when the accounts issue attaches a cart to a member.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey(),
    memberId: integer("member_id"),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    /** null until the shopper picks one (the standard fee is charged meanwhile). */
    shippingMethod: text("shipping_method", { enum: ["standard", "express", "pickup"] }),
    /** The branch for pickup (api/general/store), else null. */
    branchId: integer("branch_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("carts_member_id_idx").on(t.memberId)],
);

/** One line per product in a cart; the line id is the spec's cart_item_id. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: uuid("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id),
    qty: integer("qty").notNull(),
    /** The unit price (satang) the shopper last saw for this line; pre-check reports a change against it. */
    unitPrice: integer("unit_price").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_cart_product_unique").on(t.cartId, t.productId),
    check("cart_items_qty_positive", sql`${t.qty} > 0`),
  ],
);

/**
 * A coupon used by an order: one per order (decision 0100), counted in the coupon's `used_count` and toward its
 * per-member limit. It goes when the order fails or expires (the use is given back) and with the order.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id").notNull().references(() => coupons.id),
    memberId: integer("member_id"),
    cartId: uuid("cart_id"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** The order's e-mail as one mailbox (domain/contact-key.ts) and phone: a per-person limit counts guests too. */
    emailKey: text("email_key"),
    phoneE164: text("phone_e164"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("coupon_redemptions_coupon_member_idx").on(t.couponId, t.memberId),
    index("coupon_redemptions_coupon_email_idx").on(t.couponId, t.emailKey),
    index("coupon_redemptions_coupon_phone_idx").on(t.couponId, t.phoneE164),
    uniqueIndex("coupon_redemptions_order_unique").on(t.orderId),
  ],
);
