import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import {
  paymentCharges, paymentEvents, paymentWebhooks, type PaymentChargeStatus, type PaymentEventKind, type PaymentSource,
} from "#db/schema/index.ts";

// The payment record (decision 0125): the attempts of an order and their append-only events, as support reads them.

export type ChargeRow = typeof paymentCharges.$inferSelect;

export type PaymentEventInput = {
  orderId: number;
  chargeId: number | null;
  event: PaymentEventKind;
  source: PaymentSource;
  at: Date;
  fromStatus?: PaymentChargeStatus | null;
  toStatus?: PaymentChargeStatus | null;
  providerChargeId?: string | null;
  providerStatus?: string | null;
  failureCode?: string | null;
  detail?: Record<string, unknown>;
};

/** Appends one event to the payment record (the table refuses updates and deletes). */
export async function recordPaymentEvent(tx: Database, input: PaymentEventInput): Promise<void> {
  await tx.insert(paymentEvents).values({
    orderId: input.orderId, chargeId: input.chargeId, at: input.at, event: input.event, source: input.source,
    fromStatus: input.fromStatus ?? null, toStatus: input.toStatus ?? null,
    providerChargeId: input.providerChargeId ?? null, providerStatus: input.providerStatus ?? null,
    failureCode: input.failureCode ?? null, detail: input.detail ?? null,
  });
}

/** Runs `work` in a transaction with the order locked: the lock the return page, polling, webhooks and jobs share. */
export async function withOrderLock<T>(db: Database, orderId: number, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} FOR UPDATE`);
    return work(tx);
  });
}

export async function chargeById(db: Database, id: number, lock = false): Promise<ChargeRow | undefined> {
  const query = db.select().from(paymentCharges).where(eq(paymentCharges.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function chargeByProviderId(db: Database, providerChargeId: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.providerChargeId, providerChargeId));
  return row;
}

export async function chargeByAttemptKey(db: Database, attemptKey: string): Promise<ChargeRow | undefined> {
  if (!/^[0-9a-f-]{36}$/.test(attemptKey)) return undefined;
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.attemptKey, attemptKey));
  return row;
}

/** The attempt an order's page shows: the one that paid it, else the latest. */
export async function shownCharge(db: Database, orderId: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId))
    .orderBy(desc(sql`(${paymentCharges.status} = 'successful' AND ${paymentCharges.refundState} IS NULL)`),
      desc(paymentCharges.id))
    .limit(1);
  return row;
}

/** Attempts still open at the provider, oldest first, last touched before `before` (reconciliation). */
export async function openCharges(db: Database, before: Date, limit: number): Promise<ChargeRow[]> {
  return db.select().from(paymentCharges)
    .where(and(inArray(paymentCharges.status, ["creating", "pending"]), sql`${paymentCharges.updatedAt} <= ${before}`))
    .orderBy(asc(paymentCharges.updatedAt)).limit(limit);
}

export async function refundsDue(db: Database, limit: number): Promise<ChargeRow[]> {
  return db.select().from(paymentCharges).where(eq(paymentCharges.refundState, "due"))
    .orderBy(asc(paymentCharges.id)).limit(limit);
}

/** An order's payment record, oldest first (the support console's timeline). */
export async function paymentRecord(db: Database, orderId: number) {
  return db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(asc(paymentEvents.id));
}

/** Notes one webhook delivery about a known event with its outcome (payment_webhooks, decision 0150). */
export async function noteWebhookDelivery(
  db: Database, delivery: { eventId: string; chargeId: string | null; outcome: string },
): Promise<void> {
  await db.insert(paymentWebhooks).values({
    providerEventId: delivery.eventId, providerChargeId: delivery.chargeId, outcome: delivery.outcome,
  });
}
