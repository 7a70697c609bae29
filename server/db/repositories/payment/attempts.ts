import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import { paymentCharges } from "#db/schema/index.ts";
import type { ChargeRow } from "./record.ts";

// An order's payment attempts (payment_charges, decision 0125) as rows: the workflows in server/workflows/payment
// decide what to write, with the order locked (record.ts withOrderLock).

export type NewAttempt = typeof paymentCharges.$inferInsert;
export type AttemptChange = Partial<Omit<NewAttempt, "id" | "orderId" | "attemptKey">>;

/** The attempt made with this Idempotency-Key for the order (a repeated request answers it). */
export async function attemptByRequestKey(
  db: Database, orderId: number, requestKey: string,
): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, orderId), eq(paymentCharges.requestKey, requestKey)));
  return row;
}

/**
 * Whether another order already has an attempt with this Idempotency-Key. The key is first locked for the
 * transaction (advisory lock on its hash) so two orders racing with one key cannot both pass this check.
 */
export async function requestKeyUsedElsewhere(db: Database, orderId: number, requestKey: string): Promise<boolean> {
  // An advisory lock has no builder form: it serialises checks of one key across orders.
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${"payment_key:" + requestKey}))`);
  const [row] = await db.select({ id: paymentCharges.id }).from(paymentCharges)
    .where(and(eq(paymentCharges.requestKey, requestKey), ne(paymentCharges.orderId, orderId))).limit(1);
  return row !== undefined;
}

/** An attempt of the order still open at the provider (creating or pending). */
export async function openAttempt(db: Database, orderId: number): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, orderId), inArray(paymentCharges.status, ["creating", "pending"])));
  return row;
}

export async function insertAttempt(db: Database, values: NewAttempt): Promise<ChargeRow> {
  const [row] = await db.insert(paymentCharges).values(values).returning();
  if (!row) throw new Error("payment attempt insert returned no row");
  return row;
}

/** Writes `change` to attempt `id`; answers the row as it is now (undefined when it is gone). */
export async function updateAttempt(db: Database, id: number, change: AttemptChange): Promise<ChargeRow | undefined> {
  const [row] = await db.update(paymentCharges).set(change).where(eq(paymentCharges.id, id)).returning();
  return row;
}

/** Whether another attempt of the order succeeded and is kept (not refunded, not due for refund). */
export async function otherKeptSuccess(db: Database, orderId: number, id: number): Promise<boolean> {
  const [other] = await db.select({ id: paymentCharges.id }).from(paymentCharges).where(and(
    eq(paymentCharges.orderId, orderId), ne(paymentCharges.id, id), eq(paymentCharges.status, "successful"),
    isNull(paymentCharges.refundState)));
  return other !== undefined;
}

/** The successful attempt that paid the order (locked, inside the caller's transaction). */
export async function keptSuccess(tx: Database, orderId: number): Promise<ChargeRow | undefined> {
  const [row] = await tx.select().from(paymentCharges).where(and(eq(paymentCharges.orderId, orderId),
    eq(paymentCharges.status, "successful"), isNull(paymentCharges.refundState))).for("update");
  return row;
}

/** Every attempt of the order, oldest first. */
export async function orderAttempts(db: Database, orderId: number): Promise<ChargeRow[]> {
  return db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId)).orderBy(asc(paymentCharges.id));
}

/** The order's attempts whose refund is at `state` (due: asked for, not done yet; done: given back). */
export async function attemptsWithRefund(db: Database, orderId: number, state: "due" | "done"): Promise<ChargeRow[]> {
  return db.select().from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, orderId), eq(paymentCharges.refundState, state)));
}
