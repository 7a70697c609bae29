import type { PaymentErrorCode } from "#contract/payment-api.ts";
import { chargeExpiry, NOT_CREATED, type ChargeChoice } from "#domain/payment-rules.ts";
import type { Database } from "#db/database.ts";
import type { PaymentSource } from "#db/schema/index.ts";
import { PaymentProviderError, type PaymentProvider, type ProviderCharge } from "#integrations/payments/provider.ts";
import {
  applyCharge, recordRefund, recordRejected, startAttempt, touchAttempt, type AttemptInput,
} from "./apply.ts";
import { chargeById, type ChargeRow } from "./record.ts";

// The payment flow (decision 0125): the provider is asked, its answer is applied with the order locked (apply.ts).
// No lock is held while the provider is called; every path re-fetches the charge and applies what it says.

export type PaymentDeps = { db: Database; provider: PaymentProvider };

/** A payment refused before anything was charged: the route answers it in the shopper's language. */
export class PaymentRefused extends Error {
  readonly code: PaymentErrorCode;
  readonly status: number;

  constructor(code: PaymentErrorCode, status: number) {
    super(code);
    this.name = "PaymentRefused";
    this.code = code;
    this.status = status;
  }
}

/** Provider codes that mean the card token cannot be charged (used already, for another order, or unknown). */
const TOKEN_CODES = new Set(["used_token", "invalid_card", "not_found", "invalid_token", "bad_request"]);

/** An attempt whose creation the provider refused: what the shopper is told (again, on a replay of the request). */
function refusalOf(row: ChargeRow): PaymentRefused {
  return new PaymentRefused(row.method === "omise_credit" && TOKEN_CODES.has(row.failureCode ?? "")
    ? "card_token_invalid" : "payment_refused", 422);
}

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

/** Gives back a success the order did not need (apply.ts marked it `due`); a failure is retried by the job. */
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

/**
 * Ends an open attempt so that a new one may start: a pending charge the shopper left is expired at the provider
 * (a compare-and-set there: if it was paid meanwhile, the re-fetch says so and the order is paid instead).
 */
async function closeOpen(deps: PaymentDeps, row: ChargeRow, now: Date): Promise<void> {
  if (row.status === "pending" && row.providerChargeId) {
    await deps.provider.expireCharge(row.providerChargeId).catch(() => null);
  }
  await syncAttempt(deps, row, "shopper", now);
}

/** Waits while a double click's first request is still creating the same attempt (it answers within 30 s). */
async function settled(deps: PaymentDeps, row: ChargeRow): Promise<ChargeRow> {
  let current = row;
  for (let i = 0; i < 100 && current.status === "creating"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    current = (await chargeById(deps.db, row.id)) ?? current;
  }
  return current;
}

export type PayInput = Omit<AttemptInput, "method" | "bank" | "term"> & {
  choice: ChargeChoice;
  metadata: Record<string, string | number>;
  orderExpiresAt: Date | null;
  platform?: "IOS" | "ANDROID";
};

const attemptFields = (choice: ChargeChoice) => choice.kind === "card"
  ? { method: "omise_credit" as const, bank: null, term: null }
  : {
    method: choice.choice.method,
    bank: "bank" in choice.choice ? choice.choice.bank : null,
    term: "term" in choice.choice ? choice.choice.term : null,
  };

/**
 * A payment (POST api/order/payment): one attempt per Idempotency-Key, a new charge only once the previous one is
 * final, the charge created at the provider and its answer applied. Answers the attempt and the provider's charge
 * (null while its creation's answer is unknown: the page polls).
 */
export async function pay(
  deps: PaymentDeps, input: PayInput,
): Promise<{ row: ChargeRow; charge: ProviderCharge | null }> {
  const what = attemptFields(input.choice);
  const attempt: AttemptInput = { ...input, ...what };
  let started = await startAttempt(deps.db, attempt);
  if (started.kind === "open") {
    await closeOpen(deps, started.row, input.now);
    started = await startAttempt(deps.db, attempt);
    if (started.kind === "open") throw new PaymentRefused("payment_in_progress", 409);
  }
  if (started.kind === "refused") throw new PaymentRefused(started.code, 409);
  if (started.kind === "existing") {
    const row = await settled(deps, started.row);
    if (row.method !== what.method || row.bank !== what.bank || row.term !== what.term) {
      throw new PaymentRefused("payment_key_reused", 409);
    }
    if (row.status === "failed" && !row.providerChargeId) throw refusalOf(row);
    const charge = row.status === "pending" && row.providerChargeId
      ? await deps.provider.retrieveCharge(row.providerChargeId) : null;
    return { row, charge };
  }
  const { row } = started;
  const request = {
    amount: input.amount, returnUri: input.returnUri, idempotencyKey: row.attemptKey, metadata: input.metadata,
    expiresAt: chargeExpiry(input.now, input.orderExpiresAt),
    description: `Order ${String(input.metadata.order_number ?? "")}`,
  };
  let charge: ProviderCharge;
  try {
    charge = input.choice.kind === "card"
      ? await deps.provider.chargeCard({ ...request, token: input.choice.token })
      : await deps.provider.chargeSource({ ...request, source: input.choice.choice,
        ...(input.platform ? { platform: input.platform } : {}) });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // No usable answer: the charge may exist. The page polls; polling and the job look it up by its key.
    if (error.kind === "unavailable") return { row, charge: null };
    await recordRejected(deps.db, row, error.code, error.message, "shopper", input.now);
    throw refusalOf({ ...row, failureCode: error.code });
  }
  const applied = await applyCharge(deps.db, row, charge, "shopper", input.now);
  if (applied.refundDue) await refundExtra(deps, applied.row, "shopper", input.now);
  return { row: applied.row, charge };
}
