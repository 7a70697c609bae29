import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ErrorCode } from "#contract/errors.ts";

/** What the shopper reads when "Add to cart" fails; `available` is the stock the page knows of. */
export function addToCartErrorText(code: ErrorCode, available: number, i18n: I18n): string {
  switch (code) {
    case "insufficient_stock":
      return available > 0
        ? i18n._(msg`Only ${available} left in stock, including any already in your cart. Choose a smaller quantity.`)
        : i18n._(msg`This product has just sold out.`);
    case "out_of_stock":
      return i18n._(msg`This product has just sold out.`);
    case "product_not_found":
      return i18n._(msg`This product is no longer available.`);
    case "quantity_invalid":
    case "validation_failed":
      return i18n._(msg`Choose a quantity from 1 to 99.`);
    case "cart_not_found":
      return i18n._(msg`Your cart had expired, so a new one was started. Please try again.`);
    case "network_error":
      return i18n._(msg`We could not reach the shop. Check your connection and try again.`);
    case "rate_limited":
      return i18n._(msg`Too many tries. Please wait a moment and try again.`);
    default:
      return i18n._(msg`Something went wrong. Please try again.`);
  }
}
