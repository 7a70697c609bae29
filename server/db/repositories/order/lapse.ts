import { sql } from "drizzle-orm";
import { ORDER_RETENTION_YEARS } from "#contract/order.ts";
import { retentionCutoff } from "#domain/order-lifecycle.ts";
import { queryRows, type Database } from "#db/database.ts";
import { invalidateCatalog } from "#db/repositories/product/cache.ts";
import { applyOrderEvent } from "./events.ts";

/** At most this many orders per job run, so one run stays short; the next tick takes the rest. */
const MAX_PER_RUN = 1000;

/**
 * Expires unpaid orders whose deadline has passed at `now` (spec §4/§9: 7 days): each goes Failed / Expired through
 * the lifecycle (event `expire`, source job), which gives its stock and coupon use back, in its own transaction.
 * Orders another run holds are skipped (SKIP LOCKED), so overlapping runs never expire one twice. Answers how many.
 */
export async function expireUnpaidOrders(db: Database, now: Date, actor = "order-expiry"): Promise<number> {
  let expired = 0;
  for (; expired < MAX_PER_RUN; expired++) {
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [due] = await queryRows<{ id: number }>(tx, sql`
        SELECT id FROM orders WHERE status = 'pending' AND expires_at <= ${now}
        ORDER BY expires_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`);
      if (!due) return false;
      await applyOrderEvent(tx, Number(due.id), { event: "expire", source: "job", actor, at: now });
      return true;
    });
    if (!done) break;
  }
  if (expired > 0) invalidateCatalog(db);
  return expired;
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
