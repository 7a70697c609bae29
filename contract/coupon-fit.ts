import type { Cart, CouponPreview } from "./cart.ts";

/**
 * Why a received (temporary) coupon cannot go on this cart yet, as far as its public terms tell (the
 * cart offers one-tap apply only when it fits). The server still decides when it is applied: a coupon for some
 * brands measures its minimum spend on their lines only, and usage limits are not public.
 */
export type CouponMisfit =
  | { code: "coupon_not_started"; startsAt: string }
  | { code: "coupon_expired" }
  | { code: "coupon_members_only" }
  | { code: "coupon_min_spend"; minSpend: number; short: number };

/** Who is looking: null when not known (the cart machine does not track the session; the page does). */
export interface CouponViewer {
  signedIn: boolean | null;
}

/**
 * The first reason the coupon does not fit the cart at `now` (dates, then membership, then minimum spend, in the
 * server's order), or null when it may be applied. Minimum spend counts the product lines (the cart's subtotal).
 */
export function couponMisfit(
  coupon: CouponPreview, cart: Pick<Cart, "subtotal"> | null, viewer: CouponViewer, now: Date,
): CouponMisfit | null {
  const at = now.getTime();
  if (coupon.starts_at && at < Date.parse(coupon.starts_at)) return { code: "coupon_not_started",
    startsAt: coupon.starts_at };
  if (coupon.ends_at && at >= Date.parse(coupon.ends_at)) return { code: "coupon_expired" };
  if ((coupon.members_only || coupon.exclusive_only) && viewer.signedIn === false) return { code:
    "coupon_members_only" };
  const subtotal = cart?.subtotal ?? 0;
  if (subtotal < coupon.min_spend) {
    return { code: "coupon_min_spend", minSpend: coupon.min_spend, short: coupon.min_spend - subtotal };
  }
  return null;
}
