import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { acceptPolicy, payByCard, payWords, pendingOrder } from "./payment-flows.ts";
import { apiData } from "./support.ts";
import { ThaiCheck } from "./thai-check.ts";

// Thai pages of the seeded shop show no English (thai-check.ts says what counts), at 1440 px:
// the pages a guest opens by address, the screens only reached by a tap (dialogs, the search panel, each quiz
// question and its result, toasts, the confirm dialog, the payment methods), and a signed-in member's pages.
// thai-pages.phone.spec.ts checks the phone's own screens (menu drawer, filter drawer) at 375 px.

type Listed = { slug: string };

/** A product added to the cart from its Thai page. */
async function addToCart(page: Page, category: string): Promise<void> {
  const [product] = await apiData<Listed[]>(page, `/api/product/?per_page=1&category=${category}`, "th");
  await page.goto(`/th/product/detail/${product!.slug}`);
  await page.getByRole("button", { name: "เพิ่มลงตะกร้า", exact: true }).click();
  await expect(page.getByText("เพิ่มลงตะกร้าแล้ว").first()).toBeVisible();
}

test("Thai pages of the seeded shop show no English words", async ({ page }) => {
  test.setTimeout(120_000);
  const check = await ThaiCheck.start(page);
  const [product] = await apiData<Listed[]>(page, "/api/product/?per_page=1&category=sunscreen", "th");
  const [post] = await apiData<Listed[]>(page, "/api/blog/", "th");
  // A cart with a line, so the cart page shows its pack size and summary.
  await addToCart(page, "sunscreen");

  await check.walk([
    "/th", "/th/product/new-in", "/th/product/sunscreen", `/th/product/detail/${product!.slug}`, "/th/product-gift",
    "/th/blog", `/th/blog/${post!.slug}`, "/th/faq", "/th/about-us", "/th/skin-quiz", "/th/coupon",
    "/th/coupon/SAVE200", "/th/coupon/NOPE", "/th/coupon/complete",
    "/th/search-result?search=ครีมกันแดด", "/th/product/serum?sort=price-asc", "/th/my-cart", "/th/terms-services",
    "/th/privacy-policy", "/th/page-that-does-not-exist",
  ]);
  expect(check.found, "English words on Thai pages").toEqual([]);
});

test("Thai screens behind a tap show no English words", async ({ page }) => {
  test.setTimeout(150_000);
  const check = await ThaiCheck.start(page);

  // The search panel with a Thai query typed, and a popular search's results.
  await page.goto("/th");
  await page.getByRole("banner").getByRole("button", { name: "ค้นหา", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "ค้นหา" });
  await panel.getByRole("searchbox").fill("ครีมกันแดด");
  await check.screen("search panel");
  await panel.getByRole("link", { name: "กันแดด", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: /กันแดด/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check.screen("popular search กันแดด");

  // The account dialogs.
  await page.goto("/th/login");
  const signIn = page.getByRole("dialog", { name: "เข้าสู่ระบบ" });
  await expect(signIn).toBeVisible();
  await check.screen("sign-in dialog");
  await signIn.getByRole("button", { name: "ลืมรหัสผ่าน?" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await check.screen("forgot-password dialog");
  await page.goto("/th/login");
  await page.getByRole("dialog", { name: "เข้าสู่ระบบ" }).getByRole("button", { name: "สมัครสมาชิก" }).click();
  await expect(page.getByRole("dialog", { name: "สมัครสมาชิก" })).toBeVisible();
  await check.screen("sign-up dialog");

  // Every quiz question, and the result with its routine.
  await page.goto("/th/skin-quiz");
  await page.getByRole("button", { name: "เริ่มทำแบบทดสอบ" }).click();
  for (let n = 1; n <= 7; n += 1) {
    await expect(page.getByText(`คำถามที่ ${n} จาก 7`)).toBeVisible();
    await page.locator('input[name="quiz-answer"]').first().check();
    await check.screen(`quiz question ${n}`);
    await page.getByRole("button", { name: n === 7 ? "ดูรูทีนของฉัน" : "ถัดไป" }).click();
  }
  await expect(page.locator("ol > li").first()).toBeVisible();
  await check.screen("quiz result");

  // The cart: a received coupon that does not fit yet, a refused code's toast, the Clear cart confirm.
  await addToCart(page, "cleanser");
  await page.goto("/th/coupon/SAVE200");
  await page.getByRole("button", { name: /^เก็บคูปอง/ }).click();
  await expect(page).toHaveURL(/\/th\/coupon\/complete$/);
  await page.goto("/th/my-cart");
  await expect(page.getByTestId("coupon-misfit")).toBeVisible();
  await page.getByRole("textbox", { name: "รหัสคูปอง" }).fill("NOPE");
  await page.getByRole("button", { name: "ใช้", exact: true }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await check.screen("cart with a refused code");
  await page.getByRole("button", { name: "ล้างตะกร้า" }).click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  await check.screen("clear-cart confirm");

  // A guest's order: the payment methods (banks, the PromptPay QR), then paid by card, its complete page.
  const w = payWords.th;
  const qr = await pendingOrder(page, "th", { pick: 3 });
  await page.goto(qr.url);
  await expect(page.getByRole("heading", { level: 1, name: w.payment })).toBeVisible();
  await check.screen("payment page");
  await page.getByRole("radio", { name: w.banking }).check();
  await check.screen("payment page: internet banking");
  await page.getByRole("radio", { name: w.promptpay }).check();
  await acceptPolicy(page, w);
  await page.getByRole("button", { name: new RegExp(`^${w.pay}฿`) }).click();
  await expect(page.getByText(w.scan)).toBeVisible();
  await check.screen("payment page: PromptPay QR");
  const paid = await pendingOrder(page, "th", { pick: 4 });
  await page.goto(paid.url);
  await payByCard(page, w, "4242424242424242");
  await expect(page.getByRole("heading", { level: 1, name: w.thanks })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check.screen("order complete");

  expect(check.found, "English words on Thai screens").toEqual([]);
});

// The signed-in half: the demo member's account pages, orders (delivered, with reviews to write), a kept skin-quiz
// result, a cart with items and the member's checkout with saved addresses.
const DEMO = { email: "demo@skinstate.test", password: "Skinstate#2026" };
const KEPT = {
  skinType: "dry", concerns: ["aging"], sensitivity: "rarely", climate: "air-conditioned", makeup: "never",
  routine: "full", budget: "over-4000",
};

test("Thai pages of a signed-in member show no English words", async ({ page }) => {
  test.setTimeout(120_000);
  const check = await ThaiCheck.start(page);
  const login = await page.request.post("/api/auth/login", { data: DEMO, headers: { "Accept-Language": "th" } });
  expect(login.status(), await login.text()).toBeLessThan(300);
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}`, "Accept-Language": "th" };
  const orders = await page.request.get("/api/order/?page=1", { headers: auth });
  const [order] = ((await orders.json()) as { data: { id: string }[] }).data;
  expect(order, "the demo member has orders").toBeTruthy();
  const kept = await page.request.post("/api/user/skin-profile", { headers: auth, data: { answers: KEPT } });
  expect(kept.status(), await kept.text()).toBeLessThan(300);
  await page.goto("/th");
  await page.evaluate((value) => localStorage.setItem("auth._token.local", value), `Bearer ${token}`);
  await addToCart(page, "serum");

  const link = new URLSearchParams({ ...KEPT, concerns: KEPT.concerns.join(",") }).toString();
  await check.walk([
    "/th/my-account", "/th/my-account/membership", "/th/my-account/my-address", "/th/my-account/my-orders",
    `/th/my-account/my-orders/${order!.id}`, `/th/skin-quiz?${link}`, "/th/coupon", "/th/my-cart", "/th/checkout",
  ]);
  expect(check.found, "English words on signed-in Thai pages").toEqual([]);
});
