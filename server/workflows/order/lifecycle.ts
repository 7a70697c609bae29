import type { OrderStatus } from "#contract/order.ts";
import { releasesStock, transition, type OrderEvent } from "#domain/order-lifecycle.ts";
import type { Database } from "#db/database.ts";
import {
  lockOrderStatus, orderForPoints, recordEvent, releaseOrder, setOrderStatus, type EventInput,
} from "#db/repositories/order/events.ts";
import { earnOrderPoints } from "#workflows/membership/points.ts";

export type { EventInput };

/** The lifecycle refused an event (server/domain/order-lifecycle.ts): nothing was written. */
export class OrderEventRefused extends Error {
  readonly event: OrderEvent;
  readonly from: OrderStatus | null;
  readonly reason: "not_from" | "not_by" | "no_order";

  constructor(event: OrderEvent, from: OrderStatus | null, reason: "not_from" | "not_by" | "no_order") {
    super(`order event ${event} refused from ${from ?? "nothing"}: ${reason}`);
    this.name = "OrderEventRefused";
    this.event = event;
    this.from = from;
    this.reason = reason;
  }
}

/** A paid member's order earns its points in the same transaction, whoever paid it (webhook, poll, job, seed). */
async function earnPaidOrderPoints(tx: Database, orderId: number, paidAt: Date): Promise<void> {
  const order = await orderForPoints(tx, orderId);
  if (!order || order.memberId === null) return;
  await earnOrderPoints(tx, { id: orderId, ...order, paidAt });
}

/**
 * Applies an event to an order inside the caller's transaction: locks the order, asks the lifecycle whether the
 * event may happen now and by this source, sets the status and the dates it implies (paid, delivered), gives stock
 * and coupon use back when the order ends before shipping, records the event with what it did, and earns a paid
 * member's points. Throws OrderEventRefused, writing nothing, when the lifecycle says no.
 */
export async function applyOrderEvent(
  tx: Database, orderId: number, input: EventInput & { trackingNumber?: string },
): Promise<{ from: OrderStatus; to: OrderStatus }> {
  const from = await lockOrderStatus(tx, orderId);
  if (!from) throw new OrderEventRefused(input.event, null, "no_order");
  const step = transition(from, input.event, input.source);
  if (!step.ok) throw new OrderEventRefused(input.event, from, step.reason);
  const detail = { ...input.detail, ...(releasesStock(from, step.to) ? await releaseOrder(tx, orderId) : {}) };
  await setOrderStatus(tx, orderId, { to: step.to, event: input.event, at: input.at,
    ...(input.trackingNumber !== undefined ? { trackingNumber: input.trackingNumber } : {}) });
  await recordEvent(tx, orderId, from, step.to, { ...input, detail: Object.keys(detail).length ? detail : undefined });
  if (input.event === "pay") await earnPaidOrderPoints(tx, orderId, input.at);
  return { from, to: step.to };
}
