import type { CheckoutChange, Confirmed } from "#contract/checkout.ts";
import type { CouponErrorCode } from "#contract/cart.ts";
import { preCheckCart, type ProductNow } from "./precheck.ts";

/** A cart line as checkout sees it: what the cart holds, what the catalog says now, the price it was last shown at. */
export type CheckoutLine = {
  readonly cartItemId: number;
  readonly productId: number;
  readonly qty: number;
  /** The catalog's price now (satang). */
  readonly price: number;
  readonly stock: number;
  /** The unit price the cart recorded as seen by the shopper (cart_items.unit_price). */
  readonly seenPrice: number;
};

export type CheckoutInput = {
  readonly lines: readonly CheckoutLine[];
  /** What the shopper was shown and agreed to; null: compare with the prices the cart recorded as seen. */
  readonly confirmed: Confirmed | null;
  /** The total the order would be placed with now. */
  readonly total: number;
  /** The cart's coupon when it does not apply to this order (and why); null when none or it applies. */
  readonly couponRefused: { readonly code: string; readonly reason: CouponErrorCode } | null;
};

/**
 * Everything that differs between the cart now and what the shopper agreed to: per line, stock (which blocks),
 * price and quantity (another tab), lines added or removed; for the order, a coupon that stopped applying and the
 * total. Nothing here decides to place: the caller places only when this is empty.
 */
export function checkoutChanges(input: CheckoutInput): CheckoutChange[] {
  const agreed = new Map((input.confirmed?.lines ?? []).map((line) => [line.product_id, line]));
  const catalog = new Map<number, ProductNow>(
    input.lines.map((l) => [l.productId, { price: l.price, stock: l.stock, listed: true }]),
  );
  const shownPrice = (l: CheckoutLine) =>
    (input.confirmed ? agreed.get(l.productId)?.unit_price ?? l.price : l.seenPrice);
  const stockAndPrice = preCheckCart(
    input.lines.map((l) => ({ cartItemId: l.cartItemId, productId: l.productId, qty: l.qty,
      unitPrice: shownPrice(l) })),
    catalog,
  ).problems;
  const changes: CheckoutChange[] = stockAndPrice.map((p) => {
    const line = input.lines.find((l) => l.cartItemId === p.cart_item_id);
    const change: CheckoutChange = { code: p.code, product_id: p.product_id, cart_item_id: p.cart_item_id };
    if (p.available !== undefined) change.available = p.available;
    if (p.code === "price_changed" && line) Object.assign(change, { previous: shownPrice(line), current: line.price });
    return change;
  });
  if (input.confirmed) {
    const inCart = new Set(input.lines.map((l) => l.productId));
    for (const line of input.lines) {
      const seen = agreed.get(line.productId);
      const ids = { product_id: line.productId, cart_item_id: line.cartItemId };
      if (!seen) changes.push({ code: "line_added", ...ids, current: line.qty });
      else if (seen.qty !== line.qty) changes.push({ code: "quantity_changed", ...ids, previous: seen.qty,
        current: line.qty });
    }
    for (const seen of input.confirmed.lines) {
      if (!inCart.has(seen.product_id)) {
        changes.push({ code: "line_removed", product_id: seen.product_id, cart_item_id: null, previous: seen.qty });
      }
    }
  }
  // A coupon that stopped applying matters only while the shopper has not agreed to the figures without it.
  if (input.couponRefused && (!input.confirmed || input.confirmed.total !== input.total)) {
    changes.push({ code: "coupon_dropped", product_id: null, cart_item_id: null, reason: input.couponRefused.reason });
  }
  if (input.confirmed && input.confirmed.total !== input.total) {
    changes.push({ code: "total_changed", product_id: null, cart_item_id: null, previous: input.confirmed.total,
      current: input.total });
  }
  return changes;
}
