import type { PaymentErrorCode } from "#contract/payment-api.ts";
import { chargeExpiry, type ChargeChoice } from "#domain/payment-rules.ts";
import { chargeById, type ChargeRow } from "#db/repositories/payment/record.ts";
import { PaymentProviderError, type ProviderCharge } from "#integrations/payments/provider.ts";
import { applyCharge, recordRejected, startAttempt, type AttemptInput } from "./apply-charge.ts";
import { refundExtra, syncAttempt, type PaymentDeps } from "./sync.ts";

// Paying an order (POST api/order/payment, decision 0125): an attempt is written, the provider asked, its answer
// applied with the order locked (apply-charge.ts).

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
