import type { ShippingMethod } from "#contract/cart.ts";
import { orderTotal, VAT_RATE_PERCENT, type OrderTotal } from "#contract/order-total.ts";
import { evaluateCoupon, type CouponOutcome, type CouponRule, type Shopper } from "./coupon.ts";
import { afterMemberDiscount, combineDiscounts, type MemberContext, type MemberPerk } from "./member-prices.ts";
import { lineTotal, type CartLine } from "./lines.ts";
import { shippingFee } from "./shipping.ts";

export type CartPricingInput = {
  readonly lines: readonly CartLine[];
  /** The coupon on the cart, if any, with who applies it and when. */
  readonly coupon: { readonly rule: CouponRule; readonly shopper: Shopper; readonly now: Date } | null;
  readonly shippingMethod: ShippingMethod | null;
  readonly vatRatePercent?: number;
  /** The member's pricing context (perks.ts memberPricingContext); null or absent for a guest. */
  readonly member?: MemberContext | null;
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
  /** The member discount counted in `totals.discount` (decision 0132): which perk and how much; null without one. */
  readonly member: { readonly perk: MemberPerk; readonly amount: number } | null;
  /** The coupon's part of `totals.discount` (0 when it does not apply). */
  readonly couponDiscount: number;
};

/**
 * Prices a cart, in the order a receipt reads: line totals, subtotal, the member discount, then the coupon's discount
 * on what is left (decision 0132; together never more than the subtotal), shipping on the goods after the discount,
 * then spec §5's total with the VAT it contains.
 */
export function priceCart(input: CartPricingInput): CartPricing {
  const lineTotals = input.lines.map((line) => lineTotal(line.unitPrice, line.qty));
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  const itemCount = input.lines.reduce((sum, line) => sum + line.qty, 0);
  const afterMember = afterMemberDiscount(input.member ?? null);
  const coupon = input.coupon
    ? evaluateCoupon(input.coupon.rule, input.lines, input.coupon.shopper, input.coupon.now, afterMember)
    : null;
  const couponOk = coupon?.ok === true ? coupon : null;
  const combined = combineDiscounts(subtotal, input.member ?? null, couponOk ? () => couponOk.discount : null);
  const discount = combined.total;
  const shipping = shippingFee(input.shippingMethod, subtotal - discount, itemCount);
  const totals = orderTotal(
    { items: input.lines.map((line, i) => ({ total: lineTotals[i] ?? 0, qty: line.qty })), discount, shipping },
    input.vatRatePercent ?? VAT_RATE_PERCENT,
  );
  return {
    totals, lineTotals, coupon, couponDiscount: combined.couponDiscount,
    member: combined.perk && combined.memberDiscount > 0
      ? { perk: combined.perk, amount: combined.memberDiscount } : null,
  };
}
