import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders.ts";

// The shop's side of payments (decision 0125): one row per payment attempt (a charge at the provider) and an
// append-only record of everything that happened to it. The provider's charge is the truth; these rows say which
// charge belongs to which order and what the shop did about it.

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** `creating`: written before the provider is called, so a lost answer is found again (by `attempt_key`). */
export const PAYMENT_CHARGE_STATUSES = ["creating", "pending", "successful", "failed", "expired", "reversed"] as const;
export type PaymentChargeStatus = (typeof PAYMENT_CHARGE_STATUSES)[number];
/**
 * Who caused a payment event: the shopper paying, the return page, the page polling, a webhook, a job, or support
 * staff re-checking or refunding from the console (decision 0150).
 */
export const PAYMENT_SOURCES = ["shopper", "return", "poll", "webhook", "job", "staff"] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];
/** What happened: created at the provider, refused by it, its status changed, or a refund of an extra success. */
export const PAYMENT_EVENTS = [
  "attempt", "create", "reject", "status", "refund_due", "refund", "refund_failed",
] as const;
export type PaymentEventKind = (typeof PAYMENT_EVENTS)[number];

export const paymentCharges = pgTable(
  "payment_charges",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    /** Sent as the charge's metadata.idempotency_key: finds the charge again when the create call's answer was lost. */
    attemptKey: uuid("attempt_key").notNull().default(sql`gen_random_uuid()`),
    /** The shopper's Idempotency-Key: the same key answers the same attempt. */
    requestKey: text("request_key").notNull(),
    providerChargeId: text("provider_charge_id"),
    method: text("method").notNull(),
    bank: text("bank"),
    term: integer("term"),
    sourceType: text("source_type"),
    amount: integer("amount").notNull(),
    status: text("status", { enum: PAYMENT_CHARGE_STATUSES }).notNull().default("creating"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    authorizeUri: text("authorize_uri"),
    /** Where the provider sends the shopper back; its origin is the shop's address for the receipt's link. */
    returnUri: text("return_uri").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    card: jsonb("card").$type<{ brand: string; last_digits: string }>(),
    /** A success the order did not need (it was paid already, or is no longer payable): `due`, then `done`. */
    refundState: text("refund_state", { enum: ["due", "done"] }),
    refundId: text("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_charges_attempt_key_unique").on(t.attemptKey),
    uniqueIndex("payment_charges_provider_charge_unique").on(t.providerChargeId),
    uniqueIndex("payment_charges_request_key_unique").on(t.orderId, t.requestKey),
    index("payment_charges_order_idx").on(t.orderId, t.id),
    // A new charge only once the previous one is final: at most one open attempt per order.
    uniqueIndex("payment_charges_one_open").on(t.orderId).where(sql`${t.status} IN ('creating', 'pending')`),
    // Exactly one successful charge pays an order; any other success is refunded.
    uniqueIndex("payment_charges_one_paid").on(t.orderId)
      .where(sql`${t.status} = 'successful' AND ${t.refundState} IS NULL`),
    index("payment_charges_open_idx").on(t.updatedAt).where(sql`${t.status} IN ('creating', 'pending')`),
    index("payment_charges_refund_due_idx").on(t.id).where(sql`${t.refundState} = 'due'`),
    check("payment_charges_status_known", sql`${t.status} IN (${inList(PAYMENT_CHARGE_STATUSES)})`),
    check("payment_charges_amount_positive", sql`${t.amount} > 0`),
  ],
);

/**
 * Every payment event, append-only (a trigger refuses updates, and deletes other than with the order): when, the
 * charge's status from and to, what happened, who caused it, the provider's charge id, status and failure code.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
    chargeId: integer("charge_id").references(() => paymentCharges.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    event: text("event", { enum: PAYMENT_EVENTS }).notNull(),
    source: text("source", { enum: PAYMENT_SOURCES }).notNull(),
    providerChargeId: text("provider_charge_id"),
    providerStatus: text("provider_status"),
    failureCode: text("failure_code"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("payment_events_order_idx").on(t.orderId, t.id),
    index("payment_events_charge_idx").on(t.providerChargeId),
    check("payment_events_source_known", sql`${t.source} IN (${inList(PAYMENT_SOURCES)})`),
    check("payment_events_event_known", sql`${t.event} IN (${inList(PAYMENT_EVENTS)})`),
  ],
);
