import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// The payment sandbox's own state (decision 0111): what Omise keeps for a test-mode account, so the sandbox that
// speaks Omise's API survives restarts and answers the same from every shop process. Nothing of the shop refers to
// these tables; the shop only knows charge ids, as it would with Omise. Ids are Omise-shaped text (chrg_test_…).

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Card tokens. The card number itself is never stored: only what Omise shows of it and the test card's outcome. */
export const omiseSandboxTokens = pgTable("omise_sandbox_tokens", {
  id: text("id").primaryKey(),
  /** Omise's card object as the token shows it (brand, last digits, name, expiry…). */
  card: jsonb("card").$type<Record<string, unknown>>().notNull(),
  /** The test card's behaviour: success, 3ds, 3ds_failure or failure (sandbox/cards.ts). */
  outcome: text("outcome").notNull(),
  failureCode: text("failure_code"),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Sources (every method but cards). `details` holds the type's own fields (phone, term, platform…). */
export const omiseSandboxSources = pgTable("omise_sandbox_sources", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  flow: text("flow").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  details: jsonb("details").$type<Record<string, unknown>>().notNull(),
  /** The charge that used it: a source pays for one charge only. */
  chargeId: text("charge_id"),
  createdAt: createdAt(),
}, (t) => [check("omise_sandbox_sources_amount_positive", sql`${t.amount} > 0`)]);

export const SANDBOX_CHARGE_STATUSES = ["pending", "successful", "failed", "expired", "reversed"] as const;

export const omiseSandboxCharges = pgTable("omise_sandbox_charges", {
  id: text("id").primaryKey(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: SANDBOX_CHARGE_STATUSES }).notNull(),
  /** false = authorise only (cards): captured later, or reversed. */
  capture: boolean("capture").notNull().default(true),
  authorized: boolean("authorized").notNull().default(false),
  paid: boolean("paid").notNull().default(false),
  tokenId: text("token_id"),
  sourceId: text("source_id"),
  /** What the authorize page does: null (nothing to authorize), "3ds", "3ds_failure" or "redirect". */
  authorizeKind: text("authorize_kind"),
  returnUri: text("return_uri"),
  failureCode: text("failure_code"),
  failureMessage: text("failure_message"),
  description: text("description"),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  /** The per-charge webhook endpoints (Omise's `webhook_endpoints`); empty = the sandbox's configured one. */
  webhookEndpoints: jsonb("webhook_endpoints").$type<string[]>().notNull().default([]),
  /** The origin the charge was created through: its authorize and QR links point there. */
  origin: text("origin").notNull(),
  refundedAmount: integer("refunded_amount").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  /** When the charge became final (successful, failed, expired or reversed). */
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index("omise_sandbox_charges_created_idx").on(t.createdAt),
  check("omise_sandbox_charges_amounts", sql`${t.amount} > 0 AND ${t.refundedAmount} BETWEEN 0 AND ${t.amount}`),
]);

export const omiseSandboxRefunds = pgTable("omise_sandbox_refunds", {
  id: text("id").primaryKey(),
  chargeId: text("charge_id").notNull().references(() => omiseSandboxCharges.id),
  amount: integer("amount").notNull(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index("omise_sandbox_refunds_charge_idx").on(t.chargeId)]);

/** Events as Omise keeps them: the object as it was when it changed, retrievable by id. */
export const omiseSandboxEvents = pgTable("omise_sandbox_events", {
  id: text("id").primaryKey(),
  key: text("key").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
}, (t) => [index("omise_sandbox_events_created_idx").on(t.createdAt)]);

/** Every attempt to deliver an event to a webhook endpoint, with the endpoint's answer. */
export const omiseSandboxDeliveries = pgTable("omise_sandbox_deliveries", {
  id: serial("id").primaryKey(),
  eventId: text("event_id").notNull().references(() => omiseSandboxEvents.id),
  uri: text("uri").notNull(),
  /** The HTTP status answered, null when no answer came (refused, timed out). */
  status: integer("status"),
  /** The start of the answer's body, or the transport error. */
  response: text("response").notNull().default(""),
  createdAt: createdAt(),
}, (t) => [index("omise_sandbox_deliveries_event_idx").on(t.eventId, t.uri)]);
