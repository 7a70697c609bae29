import type { Database } from "#db/database.ts";
import { chargeById, shownCharge, type ChargeRow } from "#db/repositories/payment/record.ts";
import type { PaymentSource } from "#db/schema/index.ts";
import { PaymentProviderError, type PaymentProvider, type ProviderCharge } from "#integrations/payments/provider.ts";
import { NOT_CREATED } from "#domain/payment-rules.ts";
import { applyCharge, recordRefund, recordRejected, touchAttempt } from "./apply-charge.ts";

// Asking the provider again (decision 0125): its answer is applied with the order locked (apply-charge.ts). No lock
// is held while the provider is called; every path re-fetches the charge and applies what it says.

export type PaymentDeps = { db: Database; provider: PaymentProvider };

/** How long a create call may still be under way (the adapter times out after 30 s): before that, never "lost". */
const CREATE_GRACE_MS = 2 * 60_000;
const LOOKBACK_MS = 5 * 60_000;

/**
 * Re-fetches an open attempt from the provider and applies it. An attempt whose create answer was lost is looked up
 * by its key; not found after the grace time, it never happened and ends failed (`not_created`).
 */
export async function syncAttempt(
  deps: PaymentDeps, row: ChargeRow, source: PaymentSource, now: Date,
): Promise<{ row: ChargeRow; charge: ProviderCharge | null }> {
  let charge: ProviderCharge | null = null;
  if (row.status === "creating") {
    charge = await deps.provider.findCharge(row.attemptKey, new Date(row.createdAt.getTime() - LOOKBACK_MS));
    if (!charge) {
      if (now.getTime() - row.createdAt.getTime() > CREATE_GRACE_MS) {
        await recordRejected(deps.db, row, NOT_CREATED, "the provider has no charge for this attempt", source, now);
      } else {
        await touchAttempt(deps.db, row.id, now);
      }
      return { row: (await chargeById(deps.db, row.id)) ?? row, charge: null };
    }
  } else if (row.status === "pending" && row.providerChargeId) {
    charge = await deps.provider.retrieveCharge(row.providerChargeId);
  } else {
    return { row, charge: null };
  }
  const applied = await applyCharge(deps.db, row, charge, source, now);
  if (applied.refundDue) await refundExtra(deps, applied.row, source, now);
  return { row: applied.row, charge };
}

/** Gives back a success the order did not need (apply-charge.ts marked it `due`); a failure is retried by the job. */
export async function refundExtra(deps: PaymentDeps, row: ChargeRow, source: PaymentSource, now: Date): Promise<void> {
  if (!row.providerChargeId) return;
  try {
    const refund = await deps.provider.refundCharge(row.providerChargeId);
    await recordRefund(deps.db, row, { refundId: refund.id }, source, now);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.code === "not_refundable") {
      await recordRefund(deps.db, row, { refundId: null }, source, now);
    } else if (error instanceof PaymentProviderError && error.kind === "rejected") {
      await recordRefund(deps.db, row, { refundId: null, failure: `${error.code}: ${error.message}` }, source, now);
    } else {
      throw error;
    }
  }
}

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
