import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { cartErrorText, couponErrorText, problemText } from "./cart-messages.ts";
import { formatBaht } from "#contract/money.ts";

describe("cart messages", () => {
  const i18n = setupI18n({ locale: "en", messages: { en: {} } });

  it("gives the spec's coupon message for an unknown or unreadable code", () => {
    expect(couponErrorText("coupon_not_found", i18n)).toBe("No coupon found, please try again.");
    expect(couponErrorText("validation_failed", i18n)).toBe("No coupon found, please try again.");
    expect(couponErrorText("coupon_min_spend", i18n)).toBe("Your cart has not reached this coupon's minimum spend.");
  });

  it("says something useful for codes it has no words for", () => {
    expect(cartErrorText("internal_error", i18n)).toBe("Something went wrong. Please try again.");
  });

  it("explains each pre-check problem on its line", () => {
    const base = { cart_item_id: 1, product_id: 2 };
    expect(problemText({ ...base, code: "insufficient_stock", available: 2 }, i18n, String)).toBe(
      "Only 2 left. Lower the quantity to continue to checkout.",
    );
    expect(problemText({ ...base, code: "price_changed", price: 99_00 }, i18n, (s) => formatBaht(s, "en"))).toBe(
      "The price has changed to ฿99. Please check your total.",
    );
  });
});
