import { test } from "./fixtures.ts";
import {
  bankingThroughAuthorizePage, promptPayAnotherWay, promptPayExpired, trueMoneyFailedThenCard, trueMoneyPaid,
} from "./payment-methods-flows.ts";

// The other payment methods at 1440, in English and Thai, on the shop's Omise sandbox: internet banking with its
// bank, TrueMoney (paid, and refused then a card), a PromptPay QR that expires, and "Pay another way" from the QR.
for (const lang of ["en", "th"] as const) {
  const pick = lang === "en" ? 10 : 11;
  test.describe(`payment methods (${lang})`, () => {
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
