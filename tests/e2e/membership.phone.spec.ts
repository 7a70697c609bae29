// At 375 px: a new member's cart shows the first-order 10% as its own row (decision 0135), in both languages,
// and the membership page shows the hint to exclusive membership; an order checked out and paid by card on the payment
// page (the shop's Omise sandbox) earns its points, shown on the membership page.
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import {
  acceptPolicy, addToCart, expectPaymentPage, placeOrder, productFor, saveHomeAddress, words,
} from "./checkout-flows.ts";
import { expectComplete, payByCard, payWords } from "./payment-flows.ts";
import { keepScreenshot, seriousA11yViolations, signUpMember } from "./support.ts";

for (const lang of ["en", "th"] as const) {
  test(`a new member sees the first-order 10% in the cart (${lang})`, async ({ page }, testInfo) => {
    const w = words[lang];
    await signUpMember(page, lang, "first-order");
    const product = await productFor(page, 7 + (lang === "th" ? 1 : 0), lang);
    await addToCart(page, w, product.slug);
    await page.goto(`${w.prefix}/my-cart`);
    const row = lang === "en" ? "First order discount (10%)" : "ส่วนลดคำสั่งซื้อแรก (10%)";
    await expect(page.getByText(row)).toBeVisible();
    await keepScreenshot(page, testInfo, `first-order-cart-${lang}`);
    await page.goto(`${w.prefix}/my-account/membership`);
    await expect(page.getByTestId("exclusive-hint")).toContainText(lang === "en" ? "800" : "800");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

/**
 * A member's order paid as a shopper pays it: a cart of at least ฿2,500 (made through the cart call and kept as the
 * browser keeps its cart), Checkout with the saved address, Place order, then the card form on the payment page,
 * which pays on the shop's Omise sandbox. Answers the order's number and the points its goods earn.
 */
async function paidOrder(page: Page, token: string, lang: "en" | "th"): Promise<{ number: string; points: number }> {
  const w = words[lang];
  await saveHomeAddress(page, token, lang);
  // The catalog answer carries the id too; productFor's type names only what the checkout specs read.
  const product = (await productFor(page, 3, lang)) as Awaited<ReturnType<typeof productFor>> & { id: number };
  const qty = Math.min(20, Math.ceil(250_000 / product.price));
  const response = await page.request.post("/api/cart", { data: { product_id: product.id, qty },
    headers: { authorization: `Bearer ${token}`, "accept-language": lang } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const cart = ((await response.json()) as { data: { id: string; subtotal: number; discount: number } }).data;
  await page.evaluate((id) => localStorage.setItem("cart_id", id), cart.id);
  await page.goto(`${w.prefix}/checkout`);
  await expect(page.getByText(w.signedInAs)).toBeVisible();
  // The member price is the server's, in the checkout summary as in the cart (decision 0135).
  await expect(page.getByText(lang === "en" ? "First order discount (10%)" : "ส่วนลดคำสั่งซื้อแรก (10%)"))
    .toBeVisible();
  await acceptPolicy(page, w);
  await placeOrder(page, w);
  const number = await expectPaymentPage(page, w);
  const pay = payWords[lang];
  await payByCard(page, pay, "4242424242424242");
  await expectComplete(page, pay, number);
  return { number, points: Math.floor((cart.subtotal - cart.discount) / 100_000) };
}
for (const lang of ["en", "th"] as const) {
  test(`a paid order shows its points on the membership page (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const { token } = await signUpMember(page, lang, "paid");
    const { number, points } = await paidOrder(page, token, lang);
    expect(points).toBeGreaterThan(0);
    await page.goto(`${words[lang].prefix}/my-account/membership`);
    await expect(page.getByTestId("points-balance")).toHaveText(String(points));
    await expect(page.getByTestId("history-entry").first()).toContainText(number);
    await expect(page.getByTestId("history-entry").first()).toContainText(`+${points}`);
    await keepScreenshot(page, testInfo, `membership-paid-${lang}`, { fullPage: true });
  });
}
