import type { OrderStatus } from "#contract/order.ts";
import type { SupportAction } from "#contract/support.ts";
import type { Database } from "#db/database.ts";
import {
  attemptsWithRefund, keptSuccess, orderAttempts, updateAttempt,
} from "#db/repositories/payment/attempts.ts";
import { orderStatusAndTotal, orderStatusOf } from "#db/repositories/payment/order.ts";
import { chargeById, recordPaymentEvent, withOrderLock, type ChargeRow } from "#db/repositories/payment/record.ts";
import { PaymentProviderError } from "#integrations/payments/provider.ts";
import { reverseOrderPoints } from "#workflows/membership/points.ts";
import { resendConfirmation } from "#workflows/order/resend-confirmation.ts";
import { applyOrderEvent, OrderEventRefused } from "#workflows/order/lifecycle.ts";
import { refundExtra, syncAttempt, type PaymentDeps } from "#workflows/payment/sync.ts";

// The console's actions (decision 0150). Each goes through the code the shop itself uses: re-checking
// is the webhook's re-fetch-and-apply, expiring and refunding are the order lifecycle's `cancel` by staff (so staff
// can never put an order where the shop could not), and every one is safe to repeat.

/** The action does not apply to the order as it is (the lifecycle refuses it, or there is nothing to act on). */
export class ActionRefused extends Error {
  readonly why: string;

  constructor(why: string) {
    super(why);
    this.why = why;
    this.name = "ActionRefused";
  }
}

export type ActionOutcome = { changed: boolean; status: OrderStatus } & Record<string, unknown>;

async function orderStatus(db: Database, orderId: number): Promise<OrderStatus> {
  const status = await orderStatusOf(db, orderId);
  if (!status) throw new ActionRefused("order_gone");
  return status;
}

/**
 * Re-fetches every charge of the order that is not settled for good and applies what the provider says, exactly as
 * a webhook or the reconciliation job does (#workflows/payment/sync.ts syncAttempt, apply-charge.ts applyCharge). A
 * charge we hold as paid whose order is still unpaid is re-fetched too, and pays the order through the lifecycle
 * (`pay` by staff).
 */
export async function recheck(deps: PaymentDeps, orderId: number, actor: string, now: Date): Promise<ActionOutcome> {
  const before = await orderStatus(deps.db, orderId);
  const results: Record<string, string>[] = [];
  for (const row of await orderAttempts(deps.db, orderId)) {
    if (row.status === "creating" || row.status === "pending") {
      const synced = await syncAttempt(deps, row, "staff", now);
      results.push({ attempt: String(row.id), from: row.status, to: synced.row.status });
    } else if (row.status === "successful" && row.refundState === null && row.providerChargeId) {
      const charge = await deps.provider.retrieveCharge(row.providerChargeId);
      const settled = await settleKeptCharge(deps.db, row, charge.status, charge.amount, actor, now);
      if (settled?.refund) await refundExtra(deps, settled.refund, "staff", now);
      results.push({ attempt: String(row.id), provider: charge.status, ...(settled ? { settled: settled.kind } : {}) });
    } else if (row.refundState === "due") {
      await refundExtra(deps, row, "staff", now);
      results.push({ attempt: String(row.id), refund: "retried" });
    }
  }
  const status = await orderStatus(deps.db, orderId);
  return { changed: status !== before, status, from: before, charges: results };
}

/**
 * A charge we hold as paid while its order is not Processing: the provider confirms
 * it, then the order is paid through the lifecycle (`pay` by staff) if it still waits for exactly this amount, or the
 * charge is marked for refund as apply-charge.ts does when the order can no longer take it.
 */
async function settleKeptCharge(
  db: Database, row: ChargeRow, providerStatus: string, amount: number, actor: string, now: Date,
): Promise<{ kind: "pay" | "refund"; refund?: ChargeRow } | null> {
  if (providerStatus !== "successful") return null;
  return withOrderLock(db, row.orderId, async (tx) => {
    const order = await orderStatusAndTotal(tx, row.orderId);
    if (order?.status === "pending" && order.total === amount) {
      await applyOrderEvent(tx, row.orderId, {
        event: "pay", source: "staff", actor, at: now, detail: { charge_id: row.providerChargeId, via: "staff" },
      });
      return { kind: "pay" };
    }
    if (order?.status !== "failed") return null;
    const due = await updateAttempt(tx, row.id, { refundState: "due", updatedAt: now });
    await recordPaymentEvent(tx, { orderId: row.orderId, chargeId: row.id, event: "refund_due", source: "staff",
      at: now, providerChargeId: row.providerChargeId, providerStatus, detail: { order_status: order.status } });
    return due ? { kind: "refund", refund: due } : null;
  });
}

/**
 * Ends an unpaid order now (the lifecycle's `cancel` by staff: stock and coupon go back). An open charge is first
 * expired at the provider and re-fetched: if the shopper paid meanwhile, the order is paid instead and the action is
 * refused. An order already failed answers unchanged.
 */
export async function expireOrder(deps: PaymentDeps, orderId: number, actor: string,
  now: Date): Promise<ActionOutcome> {
  const before = await orderStatus(deps.db, orderId);
  if (before === "failed") return { changed: false, status: before };
  if (before !== "pending") throw new ActionRefused("not_pending");
  for (const row of await orderAttempts(deps.db, orderId)) {
    if (row.status !== "creating" && row.status !== "pending") continue;
    if (row.status === "pending" && row.providerChargeId) {
      await deps.provider.expireCharge(row.providerChargeId).catch(() => null);
    }
    await syncAttempt(deps, row, "staff", now);
  }
  try {
    const changed = await withOrderLock(deps.db, orderId, async (tx) => {
      if ((await orderStatus(tx, orderId)) !== "pending") return false;
      await applyOrderEvent(tx, orderId, { event: "cancel", source: "staff", actor, at: now,
        detail: { why: "expired by support" } });
      return true;
    });
    const status = await orderStatus(deps.db, orderId);
    if (!changed && status !== "failed") throw new ActionRefused("paid_meanwhile");
    return { changed, status };
  } catch (error) {
    if (error instanceof OrderEventRefused) throw new ActionRefused(error.reason);
    throw error;
  }
}

/**
 * Refunds a paid order in full: in one transaction with the order locked, the lifecycle's `cancel` by staff
 * (processing → failed, stock back), the kept charge marked for refund and the member's points for it taken back;
 * then the provider refunds it (#workflows/payment/sync.ts refundExtra; if it cannot now, the reconciliation job
 * retries and the console lists it as "refund pending"). Repeating it changes nothing more.
 */
export async function refundOrder(deps: PaymentDeps, orderId: number, actor: string,
  now: Date): Promise<ActionOutcome> {
  const before = await orderStatus(deps.db, orderId);
  const marked = await withOrderLock(deps.db, orderId, async (tx) => {
    const status = await orderStatus(tx, orderId);
    const kept = await keptSuccess(tx, orderId);
    if (status !== "processing" || !kept) return null;
    await applyOrderEvent(tx, orderId, { event: "cancel", source: "staff", actor, at: now,
      detail: { why: "refunded by support", charge_id: kept.providerChargeId } });
    const row = await updateAttempt(tx, kept.id, { refundState: "due", updatedAt: now });
    await recordPaymentEvent(tx, { orderId, chargeId: kept.id, event: "refund_due", source: "staff", at: now,
      providerChargeId: kept.providerChargeId, providerStatus: kept.status, detail: { by: actor } });
    const points = await reverseOrderPoints(tx, orderId, now);
    return row ? { row, points } : null;
  });
  if (!marked) {
    const due = await attemptsWithRefund(deps.db, orderId, "due");
    // A refund staff asked for before that the provider has not done yet: try it again.
    for (const row of due) await refundExtra(deps, row, "staff", now);
    if (before === "failed" && due.length === 0) {
      // Refunded before (a repeat): unchanged. Never paid: there is nothing to refund.
      const done = await attemptsWithRefund(deps.db, orderId, "done");
      if (done.length > 0) return { changed: false, status: before };
      throw new ActionRefused("not_paid");
    }
    if (due.length === 0) throw new ActionRefused(before === "processing" ? "no_kept_charge" : "not_paid");
    return { changed: false, status: await orderStatus(deps.db, orderId), retried: due.length };
  }
  try {
    await refundExtra(deps, marked.row, "staff", now);
  } catch (error) {
    // The order is refunded on our side; the provider did not answer. The job retries, the console lists it.
    if (!(error instanceof PaymentProviderError)) throw error;
  }
  const after = await chargeById(deps.db, marked.row.id);
  return { changed: true, status: await orderStatus(deps.db, orderId), refund: after?.refundState ?? null,
    refund_id: after?.refundId ?? null, points_reversed: marked.points };
}

export async function resend(db: Database, orderId: number, origin: string): Promise<ActionOutcome> {
  const status = await orderStatus(db, orderId);
  if (status === "failed") throw new ActionRefused("order_failed");
  const sent = await resendConfirmation(db, orderId, origin);
  return { changed: sent, status };
}

export type ActionContext = { deps: PaymentDeps; orderId: number; actor: string; now: Date; origin: string };

export function runAction(action: SupportAction, ctx: ActionContext): Promise<ActionOutcome> {
  switch (action) {
    case "recheck": return recheck(ctx.deps, ctx.orderId, ctx.actor, ctx.now);
    case "expire": return expireOrder(ctx.deps, ctx.orderId, ctx.actor, ctx.now);
    case "refund": return refundOrder(ctx.deps, ctx.orderId, ctx.actor, ctx.now);
    case "resend_confirmation": return resend(ctx.deps.db, ctx.orderId, ctx.origin);
  }
}
