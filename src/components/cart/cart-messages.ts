import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PreCheckProblem } from "#contract/cart.ts";
import type { CouponMisfit } from "#contract/coupon-fit.ts";
import type { ErrorCode } from "#contract/errors.ts";

// The cart machine keeps contract codes; this is where they become words the shopper reads.

/** Spec §8 coupon messages. */
export const couponReceived = msg`You have successfully received the coupon.`;
export const couponNotFound = msg`No coupon found, please try again.`;

const byCode: Partial<Record<ErrorCode, MessageDescriptor>> = {
  cart_not_found: msg`Your cart had expired, so it was emptied. Please add your items again.`,
  product_not_found: msg`This product is no longer available.`,
  out_of_stock: msg`This product is out of stock.`,
  insufficient_stock: msg`There is not enough stock for that quantity.`,
  quantity_invalid: msg`Choose a quantity from 1 to 99.`,
  coupon_not_found: couponNotFound,
  coupon_expired: msg`This coupon has expired.`,
  coupon_not_started: msg`This coupon cannot be used yet.`,
  coupon_usage_limit: msg`This coupon has been fully used.`,
  coupon_min_spend: msg`Your cart has not reached this coupon's minimum spend.`,
  coupon_members_only: msg`This coupon is for members. Log in to use it.`,
  coupon_exclusive_only: msg`This coupon is for exclusive members only.`,
  coupon_not_applicable: msg`This coupon does not apply to the items in your cart.`,
  validation_failed: msg`Please check what you entered and try again.`,
  network_error: msg`We could not reach the shop. Check your connection and try again.`,
  rate_limited: msg`Too many tries. Please wait a moment and try again.`,
};
const fallback = msg`Something went wrong. Please try again.`;

export function cartErrorText(code: ErrorCode, i18n: I18n): string {
  return i18n._(byCode[code] ?? fallback);
}

/** A coupon code the server could not read is, to the shopper, a coupon that was not found. */
export function couponErrorText(code: ErrorCode, i18n: I18n): string {
  return i18n._(code === "validation_failed" || code === "not_found" ? couponNotFound : (byCode[code] ?? fallback));
}

/** One clear line per pre-check problem (price already formatted by the caller). */
export function problemText(problem: PreCheckProblem, i18n: I18n, formatPrice: (satang: number) => string): string {
  switch (problem.code) {
    case "out_of_stock":
      return i18n._(msg`Sold out. Remove it to continue to checkout.`);
    case "insufficient_stock": {
      const available = problem.available ?? 0;
      return i18n._(msg`Only ${available} left. Lower the quantity to continue to checkout.`);
    }
    case "price_changed": {
      const price = problem.price === undefined ? "" : formatPrice(problem.price);
      return i18n._(msg`The price has changed to ${price}. Please check your total.`);
    }
    case "unavailable":
      return i18n._(msg`No longer available. Remove it to continue to checkout.`);
  }
}

/**
 * Why the received coupon does not fit the cart yet, shown in place of its Apply button; amounts and
 * dates already formatted by the caller.
 */
export function misfitText(
  misfit: CouponMisfit, i18n: I18n, formatPrice: (satang: number) => string, formatDay: (iso: string) => string,
): string {
  switch (misfit.code) {
    case "coupon_min_spend": {
      const short = formatPrice(misfit.short);
      const minimum = formatPrice(misfit.minSpend);
      return i18n._(msg`Add ${short} more to use this coupon (minimum spend ${minimum}).`);
    }
    case "coupon_not_started": {
      const day = formatDay(misfit.startsAt);
      return i18n._(msg`This coupon can be used from ${day}.`);
    }
    default:
      return couponErrorText(misfit.code, i18n);
  }
}
