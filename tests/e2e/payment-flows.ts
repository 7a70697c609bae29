// The payment paths, shared by payment.spec.ts (1440) and payment.phone.spec.ts (375). Orders are placed
// through the same calls the checkout page makes (the checkout specs cover that page); everything after is what a
// shopper sees and does on the payment, sandbox, return and complete pages.
import { randomUUID } from "node:crypto";
import { expect } from "./fixtures.ts";
import type { Page, TestInfo } from "@playwright/test";
import type { Lang } from "./checkout-flows.ts";
import { keepScreenshot, seriousA11yViolations } from "./support.ts";

type Summary = { id: number; slug: string; price: number; stock: number };
type Placed = { order: { id: string; number: string; total: number }; access_token: string; next: string };

export const payWords = {
  en: {
    prefix: "", payment: "Payment", method: "Payment method", card: "Credit / debit card", banking: "Internet banking",
    installment: "Installment", promptpay: "PromptPay", truemoney: "TrueMoney Wallet", linepay: "Rabbit LINE Pay",
    name: "Name on card", number: "Card number", expiry: "Expiry date", cvc: "Security code",
    policy: "I accept the",
    pay: "Pay ", failed: "Failed payment, Please make payment again.", selectMethod: "Please select a payment method.",
    selectBank: "Please select a bank.", bank: "Card issuer bank", term: "Installment term",
    hint: "Installment will be available for order more than 10,000 ฿", thanks: "Thank you for your order",
    scan: "Scan to pay with PromptPay", sandboxQr: "Sandbox: open the test bank page to pay this QR",
    expires: "The QR code expires in", processing: "Processing Order", next: "What happens next",
  },
  th: {
    prefix: "/th", payment: "การชำระเงิน", method: "วิธีการชำระเงิน", card: "บัตรเครดิต / เดบิต",
    banking: "อินเทอร์เน็ตแบงก์กิ้ง",
    installment: "ผ่อนชำระ", promptpay: "พร้อมเพย์", truemoney: "ทรูมันนี่ วอลเล็ท", linepay: "แรบบิท ไลน์ เพย์",
    name: "ชื่อบนบัตร", number: "หมายเลขบัตร", expiry: "วันหมดอายุ", cvc: "รหัสความปลอดภัย", policy: "ฉันยอมรับ",
    pay: "ชำระเงิน ", failed: "ชำระเงินไม่สำเร็จ กรุณาชำระเงินอีกครั้ง", selectMethod: "กรุณาเลือกวิธีการชำระเงิน",
    selectBank: "กรุณาเลือกธนาคาร", bank: "ธนาคารผู้ออกบัตร", term: "ระยะเวลาผ่อนชำระ",
    hint: "ผ่อนชำระได้สำหรับคำสั่งซื้อมากกว่า 10,000 ฿", thanks: "ขอบคุณสำหรับคำสั่งซื้อ",
    scan: "สแกนเพื่อชำระด้วยพร้อมเพย์", sandboxQr: "แซนด์บ็อกซ์: เปิดหน้าธนาคารทดสอบเพื่อชำระ QR นี้",
    expires: "คิวอาร์โค้ดจะหมดอายุใน", processing: "กำลังดำเนินการ", next: "ขั้นตอนต่อไป",
  },
} as const;
export type PayWords = (typeof payWords)[Lang];

type Answer = { ok: () => boolean; status: () => number; json: () => Promise<unknown> };
async function data<T>(response: Answer): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok()) throw new Error(`${response.status()}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A guest's pending order, placed as the checkout page places it (cart, pickup at a branch, POST api/order/ with
 * an Idempotency-Key): `above` makes its total more than that many satang. Answers the payment page's address.
 */
export async function pendingOrder(page: Page, lang: Lang, options: { pick: number; above?: number }) {
  const api = page.request;
  const list = await data<Summary[]>(await api.get("/api/product/?category=cleanser&per_page=24"));
  const above = options.above ?? 0;
  const fits = list.filter((p) => p.stock >= 30 + Math.ceil((above + 1) / p.price));
  const product = fits[options.pick % fits.length];
  if (!product) throw new Error("no stocked cleanser");
  const qty = Math.max(1, Math.ceil((above + 1) / product.price));
  const cart = await data<{ id: string }>(await api.post("/api/cart", {
    data: { cart_id: null, product_id: product.id, qty },
  }));
  const store = await data<{ branches: { id: number }[] }>(await api.get("/api/general/store"));
  const priced = await data<{ total: number; items: { product_id: number; qty: number; unit_price: number }[] }>(
    await api.post("/api/cart/apply-shipping", {
      data: { cart_id: cart.id, method: "pickup", branch_id: store.branches[0]!.id },
    }));
  const placed = await data<Placed>(await api.post("/api/order/", {
    headers: { "Idempotency-Key": randomUUID(), "Accept-Language": lang },
    data: {
      cart_id: cart.id, accept_policy: true,
      contact: { email: `payer-${randomUUID().slice(0, 8)}@example.com`, first_name: "Malee", last_name: "Suksai",
        phone: { country_code: "TH", number: "0812345678" } },
      confirmed: { lines: priced.items.map((i) => ({ product_id: i.product_id, qty: i.qty, unit_price: i.unit_price })),
        total: priced.total },
    },
  }));
  const prefix = lang === "th" ? "/th" : "";
  return { ...placed, url: `${prefix}${placed.next}?token=${encodeURIComponent(placed.access_token)}` };
}

export async function openPayment(page: Page, w: PayWords, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: w.payment })).toBeVisible();
  await expect(page.getByRole("group", { name: w.method })).toBeVisible();
  await expect(page.getByRole("contentinfo"), "no footer on the payment page").toHaveCount(0);
}

export async function acceptPolicy(page: Page, w: PayWords): Promise<void> {
  const box = page.getByRole("checkbox", { name: new RegExp(`^${w.policy}`) });
  if (await box.isChecked()) return;
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

export async function payButton(page: Page, w: PayWords) {
  return page.getByRole("button", { name: new RegExp(`^${w.pay}฿`) });
}

/** Card fields, the policy box and Pay; the number goes to the sandbox's vault through its Omise.js stand-in. */
export async function payByCard(page: Page, w: PayWords, number: string): Promise<void> {
  await page.getByRole("radio", { name: w.card }).check();
  await page.getByRole("textbox", { name: w.name }).fill("Malee Suksai");
  await page.getByRole("textbox", { name: w.number }).fill(number);
  await page.getByRole("textbox", { name: w.expiry }).fill("12/30");
  await page.getByRole("textbox", { name: w.cvc }).fill("123");
  await acceptPolicy(page, w);
  await (await payButton(page, w)).click();
}

export async function payWith(page: Page, w: PayWords, method: "promptpay" | "linepay"): Promise<void> {
  await page.getByRole("radio", { name: w[method] }).check();
  await acceptPolicy(page, w);
  await (await payButton(page, w)).click();
}

/** The complete page: thanks, the order's number, Processing Order and what happens next. */
export async function expectComplete(page: Page, w: PayWords, number: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/order/[0-9a-f-]{36}/complete`));
  await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(number) })).toBeVisible();
  await expect(page.getByText(w.processing).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: w.next })).toBeVisible();
}

export const sandboxPay = /^(Pay|ชำระเงิน)$/;

/** Card: nothing chosen is refused in words, a declined test card shows §8's message, then a good card pays. */
export async function cardFailureThenSuccess(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // two orders or pages, the sandbox and two axe runs, beside another worker
  const w = payWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await (await payButton(page, w)).click();
  await expect(page.getByText(w.selectMethod)).toBeVisible();
  await payByCard(page, w, "4111111111140011");
  await expect(page.getByRole("alert").filter({ hasText: w.failed })).toBeVisible();
  await expect(page).toHaveURL(/\/payment\?token=/);
  await keepScreenshot(page, testInfo, `payment-failed-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await payByCard(page, w, "4242424242424242");
  await expectComplete(page, w, placed.order.number);
  await keepScreenshot(page, testInfo, `payment-complete-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** PromptPay: the QR with its countdown; the sandbox's bank page pays it while the payment page polls. */
export async function promptPayPaidWhilePolling(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // two orders or pages, the sandbox and two axe runs, beside another worker
  const w = payWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await payWith(page, w, "promptpay");
  await expect(page.getByRole("heading", { name: w.scan })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR|คิวอาร์/ })).toBeVisible();
  await expect(page.getByRole("timer")).toContainText(w.expires);
  await keepScreenshot(page, testInfo, `payment-qr-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  const [bank] = await Promise.all([
    page.context().waitForEvent("page"), page.getByRole("link", { name: w.sandboxQr }).click(),
  ]);
  await bank.getByRole("button", { name: /^(Pay this QR|ชำระคิวอาร์นี้)$/ }).click();
  // The bank page says it is paid (closing it while its form still navigates can hang the browser's close).
  await expect(bank.getByRole("status")).toHaveText(/^(Paid|ชำระเงินสำเร็จ)$/);
  await bank.close();
  await expectComplete(page, w, placed.order.number);
}

/** Rabbit LINE Pay: the sandbox's authorize page; Leave shows the return page checking, Pay completes it. */
export async function linePayThroughAuthorizePage(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // two orders or pages, the sandbox and two axe runs, beside another worker
  const w = payWords[lang];
  const placed = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, placed.url);
  await payWith(page, w, "linepay");
  await expect(page).toHaveURL(/\/sandbox\/omise\/payments\//);
  const authorize = page.url();
  await page.getByRole("button", { name: /^(Leave without deciding|ออกโดยยังไม่ตัดสินใจ)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/order/[0-9a-f-]{36}/return`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toBeVisible();
  await keepScreenshot(page, testInfo, `payment-return-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(authorize);
  await page.getByRole("button", { name: sandboxPay }).click();
  await expectComplete(page, w, placed.order.number);
}

/** Installment: only above ฿10,000 (the spec's hint below it), bank then term with monthly amounts, then paid. */
export async function installmentAboveMinimum(page: Page, testInfo: TestInfo, lang: Lang, pick: number) {
  testInfo.setTimeout(120_000); // two orders or pages, the sandbox and two axe runs, beside another worker
  const w = payWords[lang];
  const small = await pendingOrder(page, lang, { pick });
  await openPayment(page, w, small.url);
  await expect(page.getByRole("radio", { name: w.installment })).toBeDisabled();
  await expect(page.getByText(w.hint)).toBeVisible();
  await keepScreenshot(page, testInfo, `payment-${lang}`, { fullPage: true });
  expect(await seriousA11yViolations(page)).toEqual([]);

  const big = await pendingOrder(page, lang, { pick, above: 1_000_000 });
  await openPayment(page, w, big.url);
  await expect(page.getByText(w.hint)).toHaveCount(0);
  await page.getByRole("radio", { name: w.installment }).check();
  await page.getByRole("checkbox", { name: new RegExp(`^${w.policy}`) }).focus();
  await page.keyboard.press("Space");
  await (await payButton(page, w)).click();
  await expect(page.getByText(w.selectBank)).toBeVisible();
  const bank = page.getByRole("combobox", { name: new RegExp(`^${w.bank}`) });
  await bank.selectOption({ index: 1 });
  const term = page.getByRole("combobox", { name: new RegExp(`^${w.term}`) });
  await expect(term).toBeEnabled();
  await expect(term.locator("option").nth(1)).toHaveText(/ × ฿/);
  await term.selectOption({ index: 1 });
  await (await payButton(page, w)).click();
  await expect(page).toHaveURL(/\/sandbox\/omise\/payments\//);
  await page.getByRole("button", { name: sandboxPay }).click();
  await expectComplete(page, w, big.order.number);
}
