import type { OrderStatus } from "#contract/order.ts";

// The order lifecycle (spec §4 Order flow and Order display status): which status may follow which, on which event,
// caused by whom. Every status change of an order goes through `transition` and is recorded as an order event
// (server/db/repositories/order/status.ts); payments and the support console read that record.

/** What can happen to an order. */
export const ORDER_EVENTS = ["place", "pay", "payment_fail", "expire", "cancel", "ship", "deliver"] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

/** Who causes it: the shopper (checkout, their order page), the payment provider (webhook, reconciliation), a
 * scheduled job, or the shop's staff (support console, warehouse). */
export const ORDER_SOURCES = ["shopper", "payment", "job", "staff"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

type Rule = { readonly from: OrderStatus | null; readonly to: OrderStatus; readonly by: readonly OrderSource[] };

/**
 * The allowed transitions. `from: null` is an order that does not exist yet. A failed payment attempt leaves the
 * order pending (the shopper may pay again until it expires, spec §8 "Please make payment again"); failed is final.
 */
const RULES: Readonly<Record<OrderEvent, readonly Rule[]>> = {
  place: [{ from: null, to: "pending", by: ["shopper"] }],
  pay: [{ from: "pending", to: "processing", by: ["payment", "staff"] }],
  payment_fail: [{ from: "pending", to: "pending", by: ["payment"] }],
  expire: [{ from: "pending", to: "failed", by: ["job"] }],
  cancel: [
    { from: "pending", to: "failed", by: ["shopper", "staff"] },
    { from: "processing", to: "failed", by: ["staff"] },
  ],
  ship: [{ from: "processing", to: "in_transit", by: ["staff"] }],
  deliver: [{ from: "in_transit", to: "completed", by: ["staff", "job"] }],
};

export type Transition =
  | { readonly ok: true; readonly from: OrderStatus | null; readonly to: OrderStatus }
  /** not_from: the event cannot happen in this status; not_by: it can, but not caused by this source. */
  | { readonly ok: false; readonly reason: "not_from" | "not_by" };

/** Where `event` caused by `source` takes an order in status `from` (null: not placed yet), or why it may not. */
export function transition(from: OrderStatus | null, event: OrderEvent, source: OrderSource): Transition {
  const rule = RULES[event].find((r) => r.from === from);
  if (!rule) return { ok: false, reason: "not_from" };
  if (!rule.by.includes(source)) return { ok: false, reason: "not_by" };
  return { ok: true, from, to: rule.to };
}

/** The events `source` may cause on an order in `status` (what a console offers as buttons). */
export function allowedEvents(status: OrderStatus | null, source: OrderSource): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => transition(status, event, source).ok);
}

/** No event leads out of it. */
export function isFinal(status: OrderStatus): boolean {
  return ORDER_EVENTS.every((event) => !RULES[event].some((r) => r.from === status));
}

/**
 * The order's stock (and coupon use) goes back: it was taken when the order was placed, and this change ends the
 * order before anything was shipped.
 */
export function releasesStock(from: OrderStatus | null, to: OrderStatus): boolean {
  return to === "failed" && (from === "pending" || from === "processing");
}

/** Until when an unpaid order placed at `placedAt` stays valid. */
export function expiresAt(placedAt: Date, days: number): Date {
  return new Date(placedAt.getTime() + days * 86_400_000);
}

/** Orders placed before this instant are past retention at `now` (spec §6: kept `years`, then deleted). */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}
