import { SHIPPING_METHODS, shippingFee, type ShippingMethod } from "#contract/cart.ts";
import type { useCartSnapshot } from "#lib/cart.tsx";
import type { PendingShipping } from "./ShippingChoice.tsx";

// The shipping choice's props from the cart, shared by the cart page and the checkout.

type Snapshot = Parameters<Parameters<typeof useCartSnapshot>[0]>[0];

/** Each method's fee for this cart with the contract's rule (what the server charges), formatted; null: free. */
export function feesOf(
  cart: { subtotal: number; discount: number; item_count: number }, money: (satang: number) => string,
): Record<ShippingMethod, string | null> {
  const fee = (method: ShippingMethod) => shippingFee(method, cart.subtotal - cart.discount, cart.item_count);
  return Object.fromEntries(SHIPPING_METHODS.map((m) => [m,
    fee(m) > 0 ? money(fee(m)) : null])) as Record<ShippingMethod, string | null>;
}

/** The shipping choice whose answer is still on its way: the latest queued one, else the one in flight; null: none. */
export function pendingShipping(s: Snapshot): PendingShipping | null {
  const queued = s.context.queue.findLast((command) => command.type === "shipping.apply");
  const current = s.context.current;
  const command = queued ?? (!s.matches("idle") && current?.type === "shipping.apply" ? current : undefined);
  return command?.type === "shipping.apply" ? { method: command.method, branchId: command.branchId ?? null } : null;
}

export const samePending = (a: PendingShipping | null, b: PendingShipping | null): boolean =>
  a === b || (a !== null && b !== null && a.method === b.method && a.branchId === b.branchId);
