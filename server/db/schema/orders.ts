import { sql } from "drizzle-orm";
import {
  check, index, integer, jsonb, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, uuid,
} from "drizzle-orm/pg-core";
import { ORDER_STATUSES, type OrderStatus } from "#contract/order.ts";
import { ORDER_EVENTS, ORDER_SOURCES } from "#domain/order-lifecycle.ts";
import { products } from "./catalog.ts";
import { members } from "./member.ts";

export { ORDER_STATUSES, type OrderStatus };

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** A place of the Thai cascade as an order keeps it: both languages, so it reads the same years later. */
export type PlaceRecord = { id: number; name_en: string; name_th: string };

/** An address copied onto an order when it was placed (decision 0100): later address book edits do not move it. */
export type OrderAddressRecord = {
  place_type: "home" | "condo" | "work"; first_name: string; last_name: string; phone_e164: string;
  street_address: string; province: PlaceRecord; district: PlaceRecord; sub_district: PlaceRecord; postal_code: string;
};

/** The running part of order numbers ("SS-2612-004213"); see server/domain/order-number.ts. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1 });

/**
 * Orders (spec §3 Order, §7 Orders; decisions 0076, 0100). Money is satang; `discount` is the amount taken off (never
 * negative), `total` = max(0, subtotal - discount) + shipping (spec §5), `vat` the VAT it contains at `vat_rate`.
 * `public_id` is the id in URLs (random); `number` the one shoppers quote. `cart_id` is unique: one cart makes at
 * most one order, ever. A member's orders go with the account (spec §6); `member_id` is null for a guest's order.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    publicId: uuid("public_id").notNull().default(sql`gen_random_uuid()`),
    /** The public order number shoppers see and quote ("SS-…"). */
    number: text("number").notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    /** The cart the order was placed from (the cart itself is deleted then); null for orders not placed from one. */
    cartId: uuid("cart_id"),
    /** The Idempotency-Key of the placement, when the browser sent one. */
    idempotencyKey: text("idempotency_key"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    email: text("email").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneE164: text("phone_e164"),
    /** The shopper's language when ordering: mails about the order go out in it. */
    locale: text("locale", { enum: ["en", "th"] }).notNull().default("en"),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull().default(0),
    shipping: integer("shipping").notNull().default(0),
    vat: integer("vat").notNull().default(0),
    vatRate: integer("vat_rate").notNull().default(7),
    total: integer("total").notNull(),
    couponCode: text("coupon_code"),
    /** The member discount inside `discount` (decision 0135): its kind and amount; 0 and null without one. */
    memberDiscount: integer("member_discount").notNull().default(0),
    memberPerk: text("member_perk", { enum: ["birthday", "first_order", "exclusive"] }),
    shippingMethod: text("shipping_method", { enum: ["standard", "express", "pickup"] }).notNull().default("standard"),
    /** Pickup: the branch (api/general/store). */
    branchId: integer("branch_id"),
    shippingAddress: jsonb("shipping_address").$type<OrderAddressRecord>(),
    billingAddress: jsonb("billing_address").$type<OrderAddressRecord>(),
    trackingNumber: text("tracking_number"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Pending orders: when they expire unpaid (spec §9: 7 days). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When it was delivered (status completed); reviews date the purchase from it. */
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_number_unique").on(t.number),
    uniqueIndex("orders_public_id_unique").on(t.publicId),
    uniqueIndex("orders_cart_id_unique").on(t.cartId),
    uniqueIndex("orders_idempotency_key_unique").on(t.idempotencyKey),
    index("orders_member_created_idx").on(t.memberId, t.createdAt),
    index("orders_created_idx").on(t.createdAt),
    // The expiry job reads only pending orders, oldest deadline first.
    index("orders_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check("orders_status_known", sql`${t.status} IN (${inList(ORDER_STATUSES)})`),
    check("orders_amounts_nonnegative",
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.shipping} >= 0 AND ${t.vat} >= 0 AND ${t.total} >= 0`),
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

/**
 * Every status change of an order, append-only (a trigger refuses updates, and deletes other than with the order):
 * when, from which status to which, on which event, caused by which source and actor (`member:12`, `guest`, a job's
 * name, a charge id, a staff member). `detail` holds what the change did (stock given back, coupon released).
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    event: text("event", { enum: ORDER_EVENTS }).notNull(),
    source: text("source", { enum: ORDER_SOURCES }).notNull(),
    actor: text("actor"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.id),
    check("order_events_source_known", sql`${t.source} IN (${inList(ORDER_SOURCES)})`),
    check("order_events_event_known", sql`${t.event} IN (${inList(ORDER_EVENTS)})`),
  ],
);
