import type { ShippingMethod } from "#contract/cart.ts";
import { orderTotal, VAT_RATE_PERCENT, type OrderTotal } from "#contract/order-total.ts";
import { evaluateCoupon, type CouponOutcome, type CouponRule, type Shopper } from "./coupon.ts";
import { lineTotal, type CartLine } from "./lines.ts";
import { shippingFee } from "./shipping.ts";

export type CartPricingInput = {
  readonly lines: readonly CartLine[];
  /** The coupon on the cart, if any, with who applies it and when. */
  readonly coupon: { readonly rule: CouponRule; readonly shopper: Shopper; readonly now: Date } | null;
  readonly shippingMethod: ShippingMethod | null;
  readonly vatRatePercent?: number;
};

export type CartPricing = {
  readonly totals: OrderTotal;
  /** Per line, in input order: unit price × qty. */
  readonly lineTotals: readonly number[];
  /**
   * The coupon's outcome; null without a coupon. When it is not ok the cart is priced without it and the caller
   * removes it (the response then has no discount line, and the browser clears the coupon, spec §4).
   */
  readonly coupon: CouponOutcome | null;
};

/**
 * Prices a cart, in the order a receipt reads: line totals, subtotal, the coupon's discount (never more than the
 * subtotal), shipping on the goods after the discount, then spec §5's total with the VAT it contains.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  const lineTotals = input.lines.map((line) => lineTotal(line.unitPrice, line.qty));
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const itemCount = input.lines.reduce((sum, line) => sum + line.qty, 0);
  const coupon = input.coupon
    ? evaluateCoupon(input.coupon.rule, input.lines, input.coupon.shopper, input.coupon.now)
    : null;
  const discount = coupon?.ok ? Math.min(coupon.discount, subtotal) : 0;
  const shipping = shippingFee(input.shippingMethod, subtotal - discount, itemCount);
  const totals = orderTotal(
    { items: input.lines.map((line, i) => ({ total: lineTotals[i] ?? 0, qty: line.qty })), discount, shipping },
    input.vatRatePercent ?? VAT_RATE_PERCENT,
  );
  return { totals, lineTotals, coupon };
}
