// Issue 16 at 375 px: a new member's cart shows the first-order 10% as its own row (decision 0135), in both languages,
// and the membership page shows the hint to exclusive membership; an order paid on the Omise sandbox (through the API:
// the payment page is another issue's) earns its points, shown on the membership page.
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { addToCart, productFor, words } from "./checkout-flows.ts";
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

/** Places a pickup order of at least ฿2,500 for the member and pays it by card on the shop's Omise sandbox. */
async function paidOrder(page: Page, token: string, lang: "en" | "th"): Promise<{ number: string; points: number }> {
  const auth = { authorization: `Bearer ${token}`, "accept-language": lang };
  // The catalog answer carries the id too; productFor's type names only what the checkout specs read.
  const product = (await productFor(page, 3, lang)) as Awaited<ReturnType<typeof productFor>> & { id: number };
  const qty = Math.min(20, Math.ceil(250_000 / product.price));
  const post = async (path: string, data: object, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...auth, ...headers } });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  let cart = await post("/api/cart", { product_id: product.id, qty });
  const store = (await (await page.request.get("/api/general/store")).json()) as { data: { branches: { id: number }[] } };
  cart = await post("/api/cart/apply-shipping", { cart_id: cart.id, method: "pickup", branch_id: store.data.branches[0]!.id });
  const placed = await post("/api/order", {
    cart_id: cart.id, accept_policy: true,
    contact: { email: `paid-${Date.now()}@example.com`, first_name: "Mali", last_name: "Points",
      phone: { country_code: "TH", number: "0812345678" } },
    confirmed: { lines: [{ product_id: product.id, qty, unit_price: product.price }], total: cart.total },
  }, { "idempotency-key": crypto.randomUUID() });
  const order = placed.order as { id: string; number: string; subtotal: number; discount: number };
  const vault = await page.request.post("/sandbox/omise/tokens", {
    headers: { authorization: `Basic ${Buffer.from("pkey_test_skinstate_sandbox:").toString("base64")}` },
    data: { card: { name: "Mali Points", number: "4242424242424242", expiration_month: 12,
      expiration_year: new Date().getFullYear() + 2, security_code: "123" } },
  });
  const card = (await vault.json()) as { id: string };
  await post("/api/order/payment", { order_id: order.id, token: placed.access_token, accept_policy: true,
    method: "omise_credit", card_token: card.id }, { "idempotency-key": crypto.randomUUID() });
  return { number: order.number, points: Math.floor((order.subtotal - order.discount) / 100_000) };
}

for (const lang of ["en", "th"] as const) {
  test(`a paid order shows its points on the membership page (${lang})`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
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
