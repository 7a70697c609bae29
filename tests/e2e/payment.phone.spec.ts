import { test } from "./fixtures.ts";
import {
  cardFailureThenSuccess, installmentAboveMinimum, linePayThroughAuthorizePage, promptPayPaidWhilePolling,
} from "./payment-flows.ts";

// At phone width (375), in English and Thai: the same paths as payment.spec.ts, with their screenshots.
for (const lang of ["en", "th"] as const) {
  const pick = lang === "en" ? 6 : 7;
  test.describe(`payment on a phone (${lang})`, () => {
    test("a declined card shows the failure; another card pays", async ({ page }, testInfo) =>
      cardFailureThenSuccess(page, testInfo, lang, pick));
    test("PromptPay QR is paid on the sandbox while the page polls", async ({ page }, testInfo) =>
      promptPayPaidWhilePolling(page, testInfo, lang, pick));
    test("Rabbit LINE Pay through the sandbox's authorize page", async ({ page }, testInfo) =>
      linePayThroughAuthorizePage(page, testInfo, lang, pick));
    test("installment is offered only above ฿10,000", async ({ page }, testInfo) =>
      installmentAboveMinimum(page, testInfo, lang, pick + 2));
  });
}
