import { orderCompletePath } from "#contract/payment-api.ts";
import type { KnownPaymentMethod } from "#contract/payment.ts";
import {
  isOpenStatus, nextChargeStatus, NOT_CREATED, payability, successOutcome,
} from "#domain/payment-rules.ts";
import { receiptMail, receiptTime } from "#domain/payment-mail.ts";
import type { Database } from "#db/database.ts";
import { orderToken } from "#db/repositories/order/access.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import {
  attemptByRequestKey, insertAttempt, openAttempt, otherKeptSuccess, requestKeyUsedElsewhere, updateAttempt,
} from "#db/repositories/payment/attempts.ts";
import { paymentOrderFacts, type PaidOrderFacts } from "#db/repositories/payment/order.ts";
import { chargeById, recordPaymentEvent, withOrderLock, type ChargeRow } from "#db/repositories/payment/record.ts";
import type { PaymentSource } from "#db/schema/index.ts";
import type { ProviderCharge } from "#integrations/payments/provider.ts";
import { applyOrderEvent } from "#workflows/order/lifecycle.ts";

// Applying what happened to a payment attempt, always with the order locked (withOrderLock), so the shopper's
// request, the return page, polling, webhooks and the reconciliation job apply each outcome exactly once.

export type AttemptInput = {
  orderId: number;
  requestKey: string;
  method: KnownPaymentMethod;
  bank: string | null;
  term: number | null;
  amount: number;
  returnUri: string;
  now: Date;
};

export type Started =
  | { kind: "created" | "existing"; row: ChargeRow }
  /** Another attempt is still open at the provider. */
  | { kind: "open"; row: ChargeRow }
  | { kind: "refused"; code: "order_already_paid" | "order_not_payable" | "payment_key_reused" };

/**
 * Starts a payment attempt: with the order locked, the same Idempotency-Key answers its attempt, a paid or closed
 * order is refused, an open attempt blocks a new one (a new charge only once the previous is final), and otherwise a
 * `creating` row is written before the provider is called. A key another order used is refused
 * (payment_key_reused, contract/payment-api.ts): it never charges this order.
 */
export async function startAttempt(db: Database, input: AttemptInput): Promise<Started> {
  return withOrderLock(db, input.orderId, async (tx) => {
    const existing = await attemptByRequestKey(tx, input.orderId, input.requestKey);
    if (existing) return { kind: "existing", row: existing };
    if (await requestKeyUsedElsewhere(tx, input.orderId, input.requestKey)) {
      return { kind: "refused", code: "payment_key_reused" };
    }
    const order = await paymentOrderFacts(tx, input.orderId);
    const refusal = payability(order.status, order.expiresAt, input.now);
    if (refusal) return { kind: "refused", code: refusal };
    const open = await openAttempt(tx, input.orderId);
    if (open) return { kind: "open", row: open };
    const row = await insertAttempt(tx, {
      orderId: input.orderId, requestKey: input.requestKey, method: input.method, bank: input.bank, term: input.term,
      amount: input.amount, returnUri: input.returnUri, createdAt: input.now, updatedAt: input.now,
    });
    await recordPaymentEvent(tx, {
      orderId: input.orderId, chargeId: row.id, event: "attempt", source: "shopper", at: input.now,
      toStatus: "creating",
      detail: { method: input.method, bank: input.bank, term: input.term, amount: input.amount },
    });
    return { kind: "created", row };
  });
}

/** The provider refused to create the charge (or it was never made): the attempt ends failed with its code. */
export async function recordRejected(
  db: Database, row: ChargeRow, code: string, message: string, source: PaymentSource, now: Date,
): Promise<void> {
  await withOrderLock(db, row.orderId, async (tx) => {
    const current = await chargeById(tx, row.id, true);
    if (current?.status !== "creating") return;
    await updateAttempt(tx, row.id, { status: "failed", failureCode: code, failureMessage: message, updatedAt: now });
    await recordPaymentEvent(tx, {
      orderId: row.orderId, chargeId: row.id, event: "reject", source, at: now, fromStatus: "creating",
      toStatus: "failed", failureCode: code, detail: { message },
    });
  });
}

async function sendReceipt(
  tx: Database, db: Database, row: ChargeRow, charge: ProviderCharge, order: PaidOrderFacts, at: Date,
): Promise<void> {
  const path = `${order.locale === "th" ? "/th" : ""}${orderCompletePath(order.publicId)}`;
  const link = `${new URL(row.returnUri).origin}${path}?token=${await orderToken(db, order.publicId)}`;
  const card = charge.card ? `${charge.card.brand} •••• ${charge.card.lastDigits}` : null;
  const mail = receiptMail({
    locale: order.locale, number: order.number, firstName: order.firstName, amount: charge.amount,
    method: row.method as KnownPaymentMethod, card, chargeId: charge.id, paidAt: receiptTime(at, order.locale), link,
  });
  if (order.email) await enqueue(tx, { kind: "mail", to: order.email, ...mail });
}

/** Notes that an open attempt was just checked: the reconciliation job takes the ones checked longest ago first. */
export async function touchAttempt(db: Database, id: number, now: Date): Promise<void> {
  await updateAttempt(db, id, { updatedAt: now });
}

export type Applied = { changed: boolean; paidOrder: boolean; refundDue: boolean; row: ChargeRow };

/** The attempt's columns as the provider's charge says them. */
const chargeColumns = (charge: ProviderCharge) => ({
  providerChargeId: charge.id, status: charge.status, sourceType: charge.sourceType,
  failureCode: charge.failureCode, failureMessage: charge.failureMessage, authorizeUri: charge.authorizeUri,
  expiresAt: charge.expiresAt ? new Date(charge.expiresAt) : null,
  card: charge.card ? { brand: charge.card.brand, last_digits: charge.card.lastDigits } : null,
  paidAt: charge.paidAt ? new Date(charge.paidAt) : null,
});

/**
 * Applies the provider's word on a charge to its attempt, with the order locked. A final attempt never moves again
 * (a replayed webhook, a second poll: nothing changes). A success pays the order (Processing Order, receipt mail)
 * unless the order is no longer waiting or another charge paid it: then the charge is marked for refund.
 */
export async function applyCharge(
  db: Database, row: ChargeRow, charge: ProviderCharge, source: PaymentSource, now: Date,
): Promise<Applied> {
  return withOrderLock(db, row.orderId, async (tx) => {
    const current = await chargeById(tx, row.id, true);
    if (!current) throw new Error(`payment attempt ${row.id} vanished`);
    const lost = current.status === "failed" && current.failureCode === NOT_CREATED && !current.providerChargeId;
    if (!nextChargeStatus(current.status, charge.status, lost)) {
      if (isOpenStatus(current.status)) await touchAttempt(tx, row.id, now);
      return { changed: false, paidOrder: false, refundDue: false, row: current };
    }
    const order = await paymentOrderFacts(tx, row.orderId);
    const outcome = charge.status === "successful"
      ? successOutcome(order.status, await otherKeptSuccess(tx, row.orderId, row.id), charge, order.total)
      : null;
    const updated = await updateAttempt(tx, row.id, {
      ...chargeColumns(charge), updatedAt: now, refundState: outcome === "refund" ? "due" : null,
    });
    if (!updated) throw new Error(`payment attempt ${row.id} was not updated`);
    const base = {
      orderId: row.orderId, chargeId: row.id, source, at: now, providerChargeId: charge.id,
      providerStatus: charge.status, failureCode: charge.failureCode,
    } as const;
    await recordPaymentEvent(tx, {
      ...base, event: current.status === "creating" ? "create" : "status", fromStatus: current.status,
      toStatus: charge.status,
      detail: { source_type: charge.sourceType, amount: charge.amount, failure_message: charge.failureMessage,
        expires_at: charge.expiresAt },
    });
    if (outcome === "pay") {
      await applyOrderEvent(tx, row.orderId, {
        event: "pay", source: "payment", actor: `${source}:${charge.id}`, at: now,
        detail: { charge_id: charge.id, method: row.method, via: source },
      });
      await sendReceipt(tx, db, updated, charge, order, now);
    } else if (outcome === "refund") {
      await recordPaymentEvent(tx, { ...base, event: "refund_due",
        detail: { order_status: order.status, order_total: order.total, charged: charge.amount } });
    }
    return { changed: true, paidOrder: outcome === "pay", refundDue: outcome === "refund", row: updated };
  });
}

/** The extra success was given back (or the provider says nothing is left to give back). */
export async function recordRefund(
  db: Database, row: ChargeRow, outcome: { refundId: string | null; failure?: string }, source: PaymentSource,
  now: Date,
): Promise<void> {
  await withOrderLock(db, row.orderId, async (tx) => {
    const current = await chargeById(tx, row.id, true);
    if (current?.refundState !== "due") return;
    if (!outcome.failure) await updateAttempt(tx, row.id, { refundState: "done", refundId: outcome.refundId,
      updatedAt: now });
    await recordPaymentEvent(tx, {
      orderId: row.orderId, chargeId: row.id, event: outcome.failure ? "refund_failed" : "refund", source, at: now,
      providerChargeId: row.providerChargeId, providerStatus: current.status,
      detail: outcome.failure ? { error: outcome.failure } : { refund_id: outcome.refundId },
    });
  });
}
