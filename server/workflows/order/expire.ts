import type { Database } from "#db/database.ts";
import { nextExpiredOrder } from "#db/repositories/order/lapse.ts";
import { invalidateCatalog } from "#db/repositories/product/cache.ts";
import { applyOrderEvent } from "./lifecycle.ts";

/** At most this many orders per job run, so one run stays short; the next tick takes the rest. */
const MAX_PER_RUN = 1000;

/**
 * Expires unpaid orders whose deadline has passed at `now` (7 days): each goes Failed / Expired through the
 * lifecycle (event `expire`, source job), which gives its stock and coupon use back, in its own transaction.
 * Orders another run holds are skipped (SKIP LOCKED), so overlapping runs never expire one twice. Answers how many.
 */
export async function expireUnpaidOrders(db: Database, now: Date, actor = "order-expiry"): Promise<number> {
  let expired = 0;
  for (; expired < MAX_PER_RUN; expired++) {
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const due = await nextExpiredOrder(tx, now);
      if (due === undefined) return false;
      await applyOrderEvent(tx, due, { event: "expire", source: "job", actor, at: now });
      return true;
    });
    if (!done) break;
  }
  if (expired > 0) invalidateCatalog(db);
  return expired;
}
