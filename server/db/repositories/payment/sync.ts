import { sql } from "drizzle-orm";
import { queryRows } from "#db/database.ts";
import type { PaymentSource } from "#db/schema/index.ts";
import { PaymentProviderError, type ProviderCharge } from "#integrations/payments/provider.ts";
import { applyCharge } from "./apply.ts";
import { PaymentRefused, refundExtra, syncAttempt, type PaymentDeps } from "./flow.ts";
import {
  chargeByAttemptKey, chargeByProviderId, openCharges, refundsDue, shownCharge, type ChargeRow,
} from "./record.ts";

/** The order's attempt to show, re-fetched from the provider first when it is still open (return page, polling). */
export async function syncOrder(
  deps: PaymentDeps, orderId: number, source: PaymentSource, now: Date,
): Promise<{ row: ChargeRow | undefined; charge: ProviderCharge | null }> {
  const row = await shownCharge(deps.db, orderId);
  if (!row) return { row, charge: null };
  if (row.refundState === "due") await refundExtra(deps, row, source, now);
  if (row.status !== "creating" && row.status !== "pending") return { row, charge: null };
  return syncAttempt(deps, row, source, now);
}

export type WebhookOutcome = "applied" | "unchanged" | "ignored";

/**
 * A webhook (POST /api/webhooks/omise): nothing of the body but the event id is read; the event and then its charge
 * are fetched from the provider, the charge must be one of ours for the order it names, and it is applied like a
 * poll. A replay is `unchanged`. An event the provider does not know is refused (forged or another account's).
 * `seen` gets the event and charge ids as read from the provider, for the support console's record of deliveries.
 */
export async function handleWebhook(
  deps: PaymentDeps, body: unknown, now: Date, seen: { eventId?: string; chargeId?: string } = {},
): Promise<WebhookOutcome> {
  const event = await deps.provider.readWebhook(body);
  if (!event) throw new PaymentRefused("webhook_rejected", 400);
  seen.eventId = event.id;
  if (!event.chargeId) return "ignored";
  seen.chargeId = event.chargeId;
  let charge: ProviderCharge;
  try {
    charge = await deps.provider.retrieveCharge(event.chargeId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === "rejected") return "ignored";
    throw error;
  }
  const key = charge.metadata.idempotency_key;
  const row = (await chargeByProviderId(deps.db, charge.id))
    ?? (typeof key === "string" ? await chargeByAttemptKey(deps.db, key) : undefined);
  if (!row || (row.providerChargeId !== null && row.providerChargeId !== charge.id)) return "ignored";
  const [order] = await queryRows<{ public_id: string }>(deps.db, sql`
    SELECT public_id FROM orders WHERE id = ${row.orderId}`);
  if (!order || charge.metadata.order_id !== order.public_id) return "ignored";
  const applied = await applyCharge(deps.db, row, charge, "webhook", now);
  if (applied.refundDue) await refundExtra(deps, applied.row, "webhook", now);
  return applied.changed ? "applied" : "unchanged";
}

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
