import { test } from "@playwright/test";
import { changedPriceConfirmed, guestCheckout, memberCheckoutAndOrders } from "./checkout-flows.ts";

// Issue 13 at phone width (375): a guest from the cart to the payment page, a member with a saved address through
// My Orders and re-order, and a price that changed before Place order, confirmed at the pre-check. In both languages.
for (const lang of ["en", "th"] as const) {
  test(`${lang}: a guest checks out from the cart to the payment page`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await guestCheckout(page, testInfo, lang);
  });

  test(`${lang}: a member with a saved address orders, sees it in My Orders and re-orders`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await memberCheckoutAndOrders(page, testInfo, lang);
  });

  test(`${lang}: a changed price is shown at the pre-check and placed once confirmed`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await changedPriceConfirmed(page, testInfo, lang);
  });
}
