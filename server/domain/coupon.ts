import type { CouponErrorCode, CouponPreview, DiscountType } from "#contract/cart.ts";
import { subtotalOf, type CartLine } from "./lines.ts";

/** A coupon as stored, with its text already in the shopper's language. */
export type CouponRule = {
  readonly code: string;
  readonly name: string;
  readonly desc: string;
  readonly discountType: DiscountType;
  /** percent: 1..100 (of the eligible subtotal); fixed: satang. */
  readonly discountValue: number;
  /** The most a percent coupon takes off, in satang; null when uncapped. Ignored for fixed coupons. */
  readonly maxDiscount: number | null;
  /** Satang the eligible lines must reach (inclusive). 0 for none. */
  readonly minSpend: number;
  /** Valid from this instant (inclusive); null for always. */
  readonly startsAt: Date | null;
  /** Valid until this instant (exclusive): at exactly `endsAt` it has expired. null for never. */
  readonly endsAt: Date | null;
  /** Redemptions allowed in total; null for unlimited. */
  readonly usageLimit: number | null;
  readonly usedCount: number;
  /**
   * Redemptions allowed per person; null for unlimited. A person is the member, and also whoever orders with the
   * same mailbox or phone, guest or member (decision 0184).
   */
  readonly perMemberLimit: number | null;
  readonly membersOnly: boolean;
  /** Only for exclusive members (spec §6: extra discounts). */
  readonly exclusiveOnly: boolean;
  /**
   * Which lines the coupon discounts: null for the whole cart, else lines matching any listed category, brand or
   * product. Minimum spend and the discount are both measured on the eligible lines.
   */
  readonly scope: CouponScope | null;
};

export type CouponScope = {
  readonly categories?: readonly string[];
  readonly brands?: readonly string[];
  readonly products?: readonly number[];
};

/** Who is applying the coupon. */
export type Shopper = {
  /** null for a guest. */
  readonly memberId: number | null;
  /** An exclusive member at the time of the check. */
  readonly isExclusive: boolean;
  /** How many times this person (member, mailbox or phone) has already redeemed this coupon. */
  readonly memberUses: number;
};

export const GUEST: Shopper = { memberId: null, isExclusive: false, memberUses: 0 };

export type CouponOutcome =
  | { readonly ok: true; readonly discount: number; readonly line: { readonly name: string; readonly desc: string } }
  | { readonly ok: false; readonly code: CouponErrorCode };

function inScope(line: CartLine, scope: CouponScope | null): boolean {
  if (!scope) return true;
  return Boolean(
    scope.categories?.includes(line.categorySlug) ||
      scope.brands?.includes(line.brandSlug) ||
      scope.products?.includes(line.productId),
  );
}

/** Why a coupon cannot be used by this shopper at `now`, before looking at the cart; null when it can. */
function refusal(coupon: CouponRule, shopper: Shopper, now: Date): CouponErrorCode | null {
  const at = now.getTime();
  if (coupon.startsAt && at < coupon.startsAt.getTime()) return "coupon_not_started";
  if (coupon.endsAt && at >= coupon.endsAt.getTime()) return "coupon_expired";
  // A guest is first asked to sign in, even for an exclusive coupon: a signed-out exclusive member qualifies.
  if ((coupon.membersOnly || coupon.exclusiveOnly) && shopper.memberId === null) return "coupon_members_only";
  if (coupon.exclusiveOnly && !shopper.isExclusive) return "coupon_exclusive_only";
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return "coupon_usage_limit";
  if (coupon.perMemberLimit !== null && shopper.memberUses >= coupon.perMemberLimit) {
    return "coupon_usage_limit";
  }
  return null;
}

/**
 * The discount in satang on an eligible subtotal: a percent rounds down to the satang (never more than the stated
 * percent) and stops at its cap; either kind is at most the eligible subtotal, so goods never go below zero.
 */
export function discountOn(coupon: Pick<CouponRule, "discountType" | "discountValue" | "maxDiscount">,
  base: number): number {
  let amount =
    coupon.discountType === "percent" ? Math.floor((base * coupon.discountValue) / 100) : coupon.discountValue;
  if (coupon.discountType === "percent" && coupon.maxDiscount !== null) amount = Math.min(amount, coupon.maxDiscount);
  return Math.max(0, Math.min(amount, base));
}

/**
 * Checks a coupon against a cart and a shopper at `now`, in this order: dates, membership, exclusivity, usage
 * limits, whether any line is eligible, minimum spend. Answers the discount and the discount line's text, or the
 * first failing code. `afterMember` takes the member discount off an eligible subtotal (member-prices.ts); without one
 * the coupon sees the list prices. Run it again on every cart change: a coupon that stops applying is removed.
 */
export function evaluateCoupon(
  coupon: CouponRule, lines: readonly CartLine[], shopper: Shopper, now: Date,
  afterMember: (base: number) => number = (b) => b,
): CouponOutcome {
  const refused = refusal(coupon, shopper, now);
  if (refused) return { ok: false, code: refused };
  const eligible = lines.filter((line) => line.qty > 0 && inScope(line, coupon.scope));
  if (eligible.length === 0) return { ok: false, code: "coupon_not_applicable" };
  // Judged and computed on the eligible goods after the member discount (decision 0132 rule 2).
  const base = afterMember(subtotalOf(eligible));
  if (base < coupon.minSpend) return { ok: false, code: "coupon_min_spend" };
  return { ok: true, discount: discountOn(coupon, base), line: { name: coupon.name, desc: coupon.desc } };
}

/** The public face of a coupon (GET api/cart/get-coupon). Limits and usage counts stay on the server. */
export function couponPreview(coupon: CouponRule): CouponPreview {
  return {
    code: coupon.code,
    name: coupon.name,
    desc: coupon.desc,
    discount_type: coupon.discountType,
    discount_value: coupon.discountValue,
    max_discount: coupon.discountType === "percent" ? coupon.maxDiscount : null,
    min_spend: coupon.minSpend,
    starts_at: coupon.startsAt?.toISOString() ?? null,
    ends_at: coupon.endsAt?.toISOString() ?? null,
    members_only: coupon.membersOnly,
    exclusive_only: coupon.exclusiveOnly,
  };
}
