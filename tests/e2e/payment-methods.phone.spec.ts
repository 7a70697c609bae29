import { test } from "./fixtures.ts";
import {
  bankingThroughAuthorizePage, promptPayAnotherWay, promptPayExpired, trueMoneyFailedThenCard, trueMoneyPaid,
} from "./payment-methods-flows.ts";

// The other payment methods at phone width (375), in English and Thai: the same paths as payment-methods.spec.ts.
for (const lang of ["en", "th"] as const) {
  const pick = lang === "en" ? 12 : 13;
  test.describe(`payment methods on a phone (${lang})`, () => {
    test("internet banking needs a bank, then pays on the authorize page", async ({ page }, testInfo) =>
      bankingThroughAuthorizePage(page, testInfo, lang, pick));
    test("TrueMoney refuses a bad number, then pays on the authorize page", async ({ page }, testInfo) =>
      trueMoneyPaid(page, testInfo, lang, pick));
    test("TrueMoney failed on its page; a card then pays", async ({ page }, testInfo) =>
      trueMoneyFailedThenCard(page, testInfo, lang, pick));
    test("an expired PromptPay QR lets the shopper choose again", async ({ page }, testInfo) =>
      promptPayExpired(page, testInfo, lang, pick));
    test("Pay another way leaves the QR for a card", async ({ page }, testInfo) =>
      promptPayAnotherWay(page, testInfo, lang, pick));
  });
}
