import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CheckoutChange } from "#contract/checkout.ts";

/** One change the pre-check found, in words (spec §7 pre-check): `name` is the line's product, `money` formats. */
export function changeText(
  change: CheckoutChange, name: string, money: (satang: number) => string, i18n: I18n,
): string {
  const before = change.previous ?? 0;
  const now = change.current ?? 0;
  const available = change.available ?? 0;
  switch (change.code) {
    case "price_changed":
      return i18n._(msg`${name}: the price changed from ${money(before)} to ${money(now)}.`);
    case "quantity_changed":
      return i18n._(msg`${name}: the quantity changed from ${before} to ${now}.`);
    case "line_added":
      return i18n._(msg`${name} was added to your cart.`);
    case "line_removed":
      return i18n._(msg`${name} is no longer in your cart.`);
    case "out_of_stock":
      return i18n._(msg`${name} is sold out.`);
    case "insufficient_stock":
      return i18n._(msg`${name}: only ${available} left.`);
    case "unavailable":
      return i18n._(msg`${name} is no longer available.`);
    case "coupon_dropped":
      return i18n._(msg`Your coupon no longer applies to this order.`);
    case "total_changed":
      return i18n._(msg`The total changed from ${money(before)} to ${money(now)}.`);
  }
}
