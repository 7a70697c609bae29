// Issue 16 in the browser (1440 px): the demo member redeems on /my-account/membership through the confirm dialog;
// in English a promotion whose coupon then works in the cart, in Thai a gift that ships with the next order.
import { expect, test } from "./fixtures.ts";
import { addToCart, productFor, words } from "./checkout-flows.ts";
import { keepScreenshot, seriousA11yViolations } from "./support.ts";

const DEMO = { email: "demo@skinstate.test", password: "Skinstate#2026" };

/** Signs the demo member in the way the app keeps a token, on the page in `lang`. */
async function signInDemo(page: import("@playwright/test").Page, lang: "en" | "th") {
  const response = await page.request.post("/api/auth/login", { data: DEMO });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token?: string; data?: { token: string } };
  const token = body.token ?? body.data?.token;
  await page.goto(lang === "th" ? "/th" : "/");
  await page.evaluate((value) => localStorage.setItem("auth._token.local", value), `Bearer ${token}`);
}

test("redeem a promotion and use its coupon in the cart (en)", async ({ page }, testInfo) => {
  // Two pages and a cart on a shared two-core machine.
  test.setTimeout(90_000);
  await signInDemo(page, "en");
  await page.goto("/my-account/membership");
  await expect(page.getByRole("heading", { name: "Membership", level: 1 })).toBeVisible();
  await expect(page.getByTestId("exclusive-hint")).toContainText("Collect another");
  await expect(page.getByText("Out of coupons").first()).toBeVisible();
  await expect(page.getByText("For exclusive members only").first()).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  const before = Number(await page.getByTestId("points-balance").textContent());
  await page.getByRole("button", { name: "Redeem ฿100 off your next order" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("10 points will be taken from your balance.")).toBeVisible();
  await dialog.getByRole("button", { name: "Redeem", exact: true }).click();
  await expect(dialog.getByText("Redeemed", { exact: true })).toBeVisible();
  const code = (await dialog.getByTestId("redeemed-coupon").textContent())?.trim() ?? "";
  expect(code).toMatch(/^PRM-/);
  await keepScreenshot(page, testInfo, "membership-redeemed-en");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("points-balance")).toHaveText(String(before - 10));

  const product = await productFor(page, 5, "en");
  await addToCart(page, words.en, product.slug);
  await page.goto("/my-cart");
  await page.getByRole("textbox", { name: "Coupon code" }).fill(code);
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText(/Discount \(/)).toBeVisible();
  await keepScreenshot(page, testInfo, "membership-coupon-in-cart-en");
});

test("redeem a gift through the confirm dialog (th)", async ({ page }, testInfo) => {
  await signInDemo(page, "th");
  await page.goto("/th/my-account/membership");
  await expect(page.getByRole("heading", { name: "สมาชิก", level: 1 })).toBeVisible();
  await expect(page.getByTestId("exclusive-hint")).toContainText("สะสมอีก");
  await page.getByRole("button", { name: "แลก Travel-size cleansing foam" }).or(
    page.getByRole("button", { name: /^แลก / }).last()).first().click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("ระบบจะหัก 5 คะแนนจากคะแนนสะสมของคุณ")).toBeVisible();
  await dialog.getByRole("button", { name: "แลก", exact: true }).click();
  await expect(dialog.getByText("ของขวัญจะจัดส่งพร้อมคำสั่งซื้อถัดไปของคุณ")).toBeVisible();
  await keepScreenshot(page, testInfo, "membership-gift-th");
  expect(await seriousA11yViolations(page)).toEqual([]);
});
