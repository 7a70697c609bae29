import { openCharges, refundsDue } from "#db/repositories/payment/record.ts";
import { refundExtra, syncAttempt, type PaymentDeps } from "./sync.ts";

/** Attempts re-fetched per batch, and at most per job run (the next run takes the rest). */
const BATCH = 100;
const MAX_PER_RUN = 2000;
/** An attempt the shopper's own page may still be settling is left alone this long. */
const SETTLE_MS = 60_000;

/**
 * The reconciliation job: every attempt still open at the provider is re-fetched and applied (a shopper who paid
 * and closed the tab still gets a Processing Order and a receipt), and extra successes not yet refunded are refunded.
 * One failing attempt does not stop the others.
 */
export async function reconcilePayments(
  deps: PaymentDeps, now: Date, warn: (message: string) => void,
): Promise<{ checked: number; refunded: number; errors: number }> {
  let checked = 0;
  let errors = 0;
  const failed = new Set<number>();
  // Each checked attempt is touched (updated_at = now), so the next batch holds others; a failing one is skipped.
  while (checked + errors < MAX_PER_RUN) {
    const batch = (await openCharges(deps.db, new Date(now.getTime() - SETTLE_MS), BATCH + failed.size))
      .filter((row) => !failed.has(row.id));
    if (batch.length === 0) break;
    for (const row of batch) {
      try {
        await syncAttempt(deps, row, "job", now);
        checked++;
      } catch (error) {
        errors++;
        failed.add(row.id);
        warn(`payment attempt ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const due = await refundsDue(deps.db, BATCH);
  for (const row of due) {
    try {
      await refundExtra(deps, row, "job", now);
    } catch (error) {
      errors++;
      warn(`refund of payment attempt ${row.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { checked, refunded: due.length, errors };
}
