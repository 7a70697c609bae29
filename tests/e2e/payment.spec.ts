import { test } from "./fixtures.ts";
import {
  cardFailureThenSuccess, installmentAboveMinimum, linePayThroughAuthorizePage, promptPayPaidWhilePolling,
} from "./payment-flows.ts";

// At 1440, in English and Thai, on the shop's Omise sandbox: card declined then paid, PromptPay paid on the
// sandbox's bank page while the payment page polls, Rabbit LINE Pay through the authorize page (and the return
// page), installment only above ฿10,000.
for (const lang of ["en", "th"] as const) {
  const pick = lang === "en" ? 2 : 3;
  test.describe(`payment (${lang})`, () => {
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
