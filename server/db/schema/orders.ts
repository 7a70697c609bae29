import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";
import { members } from "./member.ts";

/**
 * Spec §4 "Order display status": processing, pending (payment), completed (Delivered), failed (Failed / Expired);
 * anything else shows as In Transit, stored as `in_transit`.
 */
export const ORDER_STATUSES = ["processing", "pending", "completed", "failed", "in_transit"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Orders (spec §3 Order, §7 Orders; decision 0076). The checkout issue writes them; reviews read them now (a review
 * needs a completed order of the product). Money is satang; `discount` is the amount taken off (never negative), and
 * `total` = max(0, subtotal - discount) + shipping, as spec §5 adds it up. A member's orders go with the account
 * (spec §6 retention); `member_id` is null for a guest's order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    /** The public order number shoppers see and quote ("SS-…"). */
    number: text("number").notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    shipping: integer("shipping").notNull().default(0),
    vat: integer("vat").notNull().default(0),
    total: integer("total").notNull(),
    couponCode: text("coupon_code"),
    trackingNumber: text("tracking_number"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was delivered (status completed); reviews date the purchase from it. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_number_unique").on(t.number),
    index("orders_member_created_idx").on(t.memberId, t.createdAt),
    check("orders_status_known", sql`${t.status} IN (${sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(", "))})`),
    check("orders_amounts_nonnegative", sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.shipping} >= 0 AND ${t.vat} >= 0 AND ${t.total} >= 0`),
    check("orders_completed_dated", sql`${t.status} <> 'completed' OR ${t.completedAt} IS NOT NULL`),
  ],
);

/** One line per product in an order, priced as it was bought (satang). */
export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id),
    qty: integer("qty").notNull(),
    unitPrice: integer("unit_price").notNull(),
    total: integer("total").notNull(),
  },
  (t) => [
    uniqueIndex("order_items_order_product_unique").on(t.orderId, t.productId),
    index("order_items_product_idx").on(t.productId),
    check("order_items_qty_positive", sql`${t.qty} > 0`),
    check("order_items_amounts_nonnegative", sql`${t.unitPrice} >= 0 AND ${t.total} >= 0`),
  ],
);
