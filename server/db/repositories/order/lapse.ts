import { and, asc, eq, lte, sql } from "drizzle-orm";
import { ORDER_RETENTION_YEARS } from "#contract/order.ts";
import { retentionCutoff } from "#domain/order-lifecycle.ts";
import { queryRows, type Database } from "#db/database.ts";
import { orders } from "#db/schema/index.ts";

/** The next unpaid order past its deadline at `now`, locked; one another run holds is skipped. */
export async function nextExpiredOrder(tx: Database, now: Date): Promise<number | undefined> {
  const [due] = await tx.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.status, "pending"), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt), asc(orders.id)).limit(1).for("update", { skipLocked: true });
  return due?.id;
}

/**
 * Deletes orders placed before the retention cutoff (spec §6: guests' and members' alike, after 2 years), with their
 * lines, events and coupon use. Only finished orders (delivered, failed): one still moving is left for the shop to
 * settle first. Batches of 500 until none is left. Answers how many went.
 */
export async function purgeExpiredRetention(db: Database, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, ORDER_RETENTION_YEARS);
  let purged = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(db, sql`
      DELETE FROM orders WHERE id IN (
        SELECT id FROM orders WHERE created_at < ${cutoff} AND status IN ('completed', 'failed') ORDER BY id LIMIT 500)
      RETURNING id`);
    purged += rows.length;
    if (rows.length < 500) return purged;
  }
}
