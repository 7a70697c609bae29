import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// The support console (decision 0150): staff are not shoppers. They have their own accounts and
// short-lived tokens, and everything they do is written to an append-only record with who did it and why.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Staff accounts: e-mail lower-cased and unique, argon2id password hash; `disabled_at` locks one out. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_members_email_unique").on(t.email)],
);

/** Staff bearer tokens: only the SHA-256 of the token is kept; they live hours, not days. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id").notNull().references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_tokens_hash_unique").on(t.tokenHash), index("staff_tokens_staff_idx").on(t.staffId)],
);

export const STAFF_ACTIONS = ["sign_in", "recheck", "expire", "refund", "resend_confirmation"] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * Every staff action, append-only (a trigger refuses updates and deletes): who (id and e-mail as it was), what, on
 * which order (its number is kept as text, so the record outlives the order), why, and what came of it.
 */
export const staffActions = pgTable(
  "staff_actions",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id").notNull(),
    staffEmail: text("staff_email").notNull(),
    action: text("action", { enum: STAFF_ACTIONS }).notNull(),
    orderNumber: text("order_number"),
    reason: text("reason").notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("staff_actions_order_idx").on(t.orderNumber, t.id),
    check("staff_actions_reason_given", sql`length(btrim(${t.reason})) >= 3`),
  ],
);

/**
 * Webhooks the shop received (POST /api/webhooks/omise), whatever came of them: support sees the deliveries of a
 * charge, and a charge that ended without any is listed as "webhook expected, not received".
 */
export const paymentWebhooks = pgTable(
  "payment_webhooks",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    providerEventId: text("provider_event_id"),
    providerChargeId: text("provider_charge_id"),
    outcome: text("outcome").notNull(),
  },
  (t) => [index("payment_webhooks_charge_idx").on(t.providerChargeId, t.id)],
);
