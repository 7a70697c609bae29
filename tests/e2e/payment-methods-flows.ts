// More payment paths, shared by payment-methods.spec.ts (1440) and payment-methods.phone.spec.ts (375):
// internet banking with its bank, TrueMoney with its phone number (paid, and failed then paid another way), a
// PromptPay QR that expires on the sandbox's bank page, and "Pay another way" while the QR shows.
import { expect } from "./fixtures.ts";
import type { Page, TestInfo } from "@playwright/test";
import type { Lang } from "./checkout-flows.ts";
import {
  acceptPolicy, expectComplete, openPayment, payButton, payByCard, payWords, pendingOrder, sandboxPay, type PayWords,
} from "./payment-flows.ts";
import { keepScreenshot, seriousA11yViolations } from "./support.ts";

const moreWords = {
  en: {
    bank: "Bank", phone: "TrueMoney phone number", another: "Pay another way", expired: "The payment expired",
    badPhone: "Please enter your TrueMoney number (10 digits, starting 06, 08 or 09).",
  },
  th: {
    bank: "ธนาคาร", phone: "เบอร์โทรศัพท์ทรูมันนี่", another: "ชำระด้วยวิธีอื่น", expired: "การชำระเงินหมดเวลา",
    badPhone: "กรุณากรอกเบอร์ทรูมันนี่ (10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09)",
  },
} as const;

const authorizeUrl = /\/sandbox\/omise\/payments\/[^/]+\/authorize/;
const sandboxFail = /^(Fail|ปฏิเสธ)$/;

/** On the sandbox's authorize page after Pay: its heading and the method it charges, by the shown name. */
async function expectAuthorizePage(page: Page, method: RegExp): Promise<void> {
  await expect(page).toHaveURL(authorizeUrl);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(method).first()).toBeVisible();
}

/** The authorize page's Pay: back through the return page (it checks the charge) to the complete page. */
async function payOnAuthorizePage(page: Page, w: PayWords, number: string): Promise<void> {
  const returned = page.waitForURL(new RegExp(`${w.prefix}/order/[0-9a-f-]{36}/return`), { waitUntil: "commit" });
  await page.getByRole("button", { name: sandboxPay }).click();
  await returned;
  await expectComplete(page, w, number);
}

/** Internet banking: no bank is refused in words; with one, the sandbox's authorize page, Pay, return, complete. */
export async function bankingThroughAuthorizePage(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // an order, the sandbox's page and an axe run, beside another worker
  const w = payWords[lang];
  const m = moreWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await page.getByRole("radio", { name: w.banking }).check();
  await acceptPolicy(page, w);
  await (await payButton(page, w)).click();
  await expect(page.getByText(w.selectBank)).toBeVisible();
  await expect(page, "nothing was charged").toHaveURL(/\/payment\?token=/);
  const bank = page.getByRole("combobox", { name: new RegExp(`^${m.bank}`) });
  await expect(bank, "Pay takes the shopper to the field that needs them").toBeFocused();
  await expect(page.getByText(w.selectBank)).toBeInViewport();
  await keepScreenshot(page, testInfo, `payment-bank-required-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await bank.selectOption("kbank");
  await expect(page.getByText(w.selectBank), "the message goes once a bank is chosen").toHaveCount(0);
  await (await payButton(page, w)).click();
  await expectAuthorizePage(page, /K PLUS/);
  await payOnAuthorizePage(page, w, placed.order.number);
}

async function fillTrueMoney(page: Page, lang: Lang, phone: string): Promise<void> {
  const w = payWords[lang];
  await page.getByRole("radio", { name: w.truemoney }).check();
  await page.getByRole("textbox", { name: new RegExp(`^${moreWords[lang].phone}`) }).fill(phone);
  await acceptPolicy(page, w);
  await (await payButton(page, w)).click();
}

/** TrueMoney: a number that is not a Thai mobile is refused in the page's language; a good one pays on its page. */
export async function trueMoneyPaid(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // an order, the sandbox's page and an axe run, beside another worker
  const w = payWords[lang];
  const m = moreWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await fillTrueMoney(page, lang, "02 123 4567");
  await expect(page.getByText(m.badPhone)).toBeVisible();
  await expect(page, "nothing was charged").toHaveURL(/\/payment\?token=/);
  await expect(page.getByRole("textbox", { name: new RegExp(`^${m.phone}`) })).toBeFocused();
  await expect(page.getByText(m.badPhone)).toBeInViewport();
  await keepScreenshot(page, testInfo, `payment-phone-invalid-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await fillTrueMoney(page, lang, "081 234 5678");
  await expectAuthorizePage(page, /TrueMoney|ทรูมันนี่/);
  await payOnAuthorizePage(page, w, placed.order.number);
}

/** TrueMoney refused on its page: back on the payment page with spec §8's sentence, then a card pays. */
export async function trueMoneyFailedThenCard(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // an order, the sandbox's page and an axe run, beside another worker
  const w = payWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await fillTrueMoney(page, lang, "0812345678");
  await expectAuthorizePage(page, /TrueMoney|ทรูมันนี่/);
  await page.getByRole("button", { name: sandboxFail }).click();
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/order/[0-9a-f-]{36}/payment\\?token=`));
  await expect(page.getByRole("alert").filter({ hasText: w.failed })).toBeVisible();
  await expect(page.getByRole("group", { name: w.method })).toBeVisible();
  await keepScreenshot(page, testInfo, `payment-truemoney-failed-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await payByCard(page, w, "4242424242424242");
  await expectComplete(page, w, placed.order.number);
}

/** Shows the QR of a new PromptPay payment; answers the sandbox's bank page for it. */
async function showQr(page: Page, w: PayWords): Promise<string> {
  await page.getByRole("radio", { name: w.promptpay }).check();
  await acceptPolicy(page, w);
  await (await payButton(page, w)).click();
  await expect(page.getByRole("heading", { name: w.scan })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR|คิวอาร์/ })).toBeVisible();
  const link = page.getByRole("link", { name: w.sandboxQr });
  const href = await link.getAttribute("href");
  if (!href) throw new Error("no sandbox bank page");
  return href;
}

/** PromptPay: the QR expires on the sandbox's bank page; the page says so and the shopper pays another way. */
export async function promptPayExpired(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // an order, the sandbox's page and an axe run, beside another worker
  const w = payWords[lang];
  const m = moreWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await showQr(page, w);
  const [bank] = await Promise.all([
    page.context().waitForEvent("page"), page.getByRole("link", { name: w.sandboxQr }).click(),
  ]);
  await bank.getByRole("button", { name: /^(Let it expire now|ให้หมดอายุทันที)$/ }).click();
  await expect(bank.getByRole("status")).toHaveText(/^(Expired|หมดอายุ)$/);
  await bank.close();
  // The page finds it at its next check (the interval backs off towards 9 s).
  await expect(page.getByText(m.expired)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(m.expired), "the reason is on screen, not above it").toBeInViewport();
  await expect(page.getByRole("img", { name: /QR|คิวอาร์/ })).toHaveCount(0);
  await expect(page.getByRole("group", { name: w.method })).toBeVisible();
  await keepScreenshot(page, testInfo, `payment-qr-expired-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await payByCard(page, w, "4242424242424242");
  await expectComplete(page, w, placed.order.number);
}

/** "Pay another way" while the QR shows: the methods again; paying by card completes it and the QR stops working. */
export async function promptPayAnotherWay(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // an order, the sandbox's page and an axe run, beside another worker
  const w = payWords[lang];
  const m = moreWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  const bankPage = await showQr(page, w);
  await keepScreenshot(page, testInfo, `payment-qr-another-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole("button", { name: m.another }).click();
  await expect(page.getByRole("img", { name: /QR|คิวอาร์/ })).toHaveCount(0);
  await expect(page.getByRole("group", { name: w.method })).toBeVisible();
  await expect(page.getByRole("radio", { name: w.card }), "the methods' top is on screen").toBeInViewport();
  await expect(page.getByRole("form", { name: w.payment }), "the focus stays in the form").toBeFocused();
  await payByCard(page, w, "4242424242424242");
  await expectComplete(page, w, placed.order.number);
  await page.goto(bankPage);
  await expect(page.getByRole("status"), "the old QR can no longer be paid").toHaveText(/^(Expired|หมดอายุ)$/);
}
