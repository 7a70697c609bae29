import type { Locale } from "#contract/locale.ts";
import type { KnownPaymentMethod } from "#contract/payment.ts";
import { orderCompletePath, type PaymentAttempt, type PaymentNext, type PaymentState } from "#contract/payment-api.ts";
import { payability } from "#domain/payment-rules.ts";
import type { PaymentOrder } from "#db/repositories/payment/order.ts";
import type { ChargeRow } from "#db/repositories/payment/record.ts";
import type { PaymentProvider, ProviderCharge } from "#integrations/payments/provider.ts";
import { failureText } from "#plugins/payment-messages.ts";

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function attemptOf(row: ChargeRow, locale: Locale): PaymentAttempt {
  const failed = row.status === "failed" || row.status === "expired" || row.status === "reversed";
  return {
    charge_id: row.providerChargeId, method: row.method as KnownPaymentMethod, bank: row.bank, term: row.term,
    amount: row.amount, status: row.status, failure_code: failed ? row.failureCode ?? row.status : null,
    failure_message: failed ? failureText(row.status, row.failureCode, locale) : null,
    expires_at: row.status === "pending" ? iso(row.expiresAt) : null, card: row.card ?? null,
    refunded: row.refundState !== null,
    created_at: row.createdAt.toISOString(), paid_at: iso(row.paidAt),
  };
}

/** What the page does next with a pending charge: the QR, the authorize page, or just wait. */
async function pendingNext(
  provider: PaymentProvider, row: ChargeRow, known: ProviderCharge | null,
): Promise<PaymentNext> {
  if (row.method === "omise_promptpay" && row.providerChargeId) {
    try {
      const charge = known ?? (await provider.retrieveCharge(row.providerChargeId));
      return { type: "qr", svg: await provider.promptPayQr(charge), expires_at: iso(row.expiresAt) };
    } catch {
      return { type: "wait" }; // the QR comes with the next poll
    }
  }
  return row.authorizeUri ? { type: "redirect", url: row.authorizeUri } : { type: "wait" };
}

/** The answer of POST and GET api/order/payment (contract PaymentState). */
export async function paymentAnswer(
  provider: PaymentProvider, order: PaymentOrder, row: ChargeRow | undefined, charge: ProviderCharge | null,
  locale: Locale, now: Date,
): Promise<PaymentState> {
  const refusal = payability(order.status, order.expiresAt, now);
  let next: PaymentNext;
  if (refusal === "order_already_paid") next = { type: "complete", path: orderCompletePath(order.publicId) };
  else if (row?.status === "creating") next = { type: "wait" };
  else if (row?.status === "pending") next = await pendingNext(provider, row, charge);
  else next = refusal ? { type: "closed" } : { type: "retry" };
  return {
    order_id: order.publicId, order_number: order.number, order_status: order.status, amount: order.total,
    payment: row ? attemptOf(row, locale) : null, next,
  };
}
