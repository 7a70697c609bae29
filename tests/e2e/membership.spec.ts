// In the browser (1440 px), through the confirm dialog on /my-account/membership: in both languages a new
// member redeems a promotion whose coupon then works in the cart; the demo member redeems a gift in Thai.
import { expect, test } from "./fixtures.ts";
import { addToCart, words } from "./checkout-flows.ts";
import { adjustMemberPoints } from "./database.ts";
import { apiData, keepScreenshot, seriousA11yViolations, signUpMember } from "./support.ts";

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

const promo = {
  en: { heading: "Membership", hint: "Collect another", outOfCoupons: "Out of coupons",
    exclusiveOnly: "For exclusive members only", button: "Redeem ฿100 off your next order",
    taken: "10 points will be taken from your balance.", redeem: "Redeem", redeemed: "Redeemed", close: "Close",
    code: "Coupon code", apply: "Apply", discount: /^Discount \(/ },
  th: { heading: "สมาชิก", hint: "สะสมอีก", outOfCoupons: "คูปองหมดแล้ว", exclusiveOnly: "เฉพาะสมาชิกเอ็กซ์คลูซีฟ",
    button: "แลก ส่วนลด ฿100 สำหรับคำสั่งซื้อถัดไป", taken: "ระบบจะหัก 10 คะแนนจากคะแนนสะสมของคุณ", redeem: "แลก",
    redeemed: "แลกแล้ว", close: "ปิด", code: "รหัสคูปอง", apply: "ใช้", discount: /^ส่วนลด \(/ },
} as const;

for (const lang of ["en", "th"] as const) {
  test(`redeem a promotion and use its coupon in the cart (${lang})`, async ({ page }, testInfo) => {
    // Two pages and a cart on a shared two-core machine.
    test.setTimeout(180_000);
    const say = promo[lang];
    const w = words[lang];
    const { email } = await signUpMember(page, lang, "promotion");
    await adjustMemberPoints(email, 25, "E2E");
    await page.goto(`${w.prefix}/my-account/membership`);
    await expect(page.getByRole("heading", { name: say.heading, level: 1 })).toBeVisible();
    await expect(page.getByTestId("exclusive-hint")).toContainText(say.hint);
    await expect(page.getByText(say.outOfCoupons).first()).toBeVisible();
    await expect(page.getByText(say.exclusiveOnly).first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: say.button }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(say.taken)).toBeVisible();
    await dialog.getByRole("button", { name: say.redeem, exact: true }).click();
    await expect(dialog.getByText(say.redeemed, { exact: true })).toBeVisible();
    const code = (await dialog.getByTestId("redeemed-coupon").textContent())?.trim() ?? "";
    expect(code).toMatch(/^PRM-/);
    await expect(page.getByTestId("points-balance")).toHaveText("15");
    await keepScreenshot(page, testInfo, `membership-redeemed-${lang}`);
    await dialog.getByRole("button", { name: say.close }).click();
    await expect(page.getByTestId("reward-coupon").first()).toHaveText(code);

    // ฿600 or more: the coupon's ฿500 minimum is measured after the new member's first-order 10%.
    const products = await apiData<{ slug: string; price: number; stock: number }[]>(page,
      "/api/product/?category=cleanser&per_page=24", lang);
    const product = products.filter((p) => p.price >= 60_000 && p.stock >= 30)[lang === "en" ? 0 : 1];
    if (!product) throw new Error("no cleanser of ฿600 or more in stock");
    await addToCart(page, w, product.slug);
    await page.goto(`${w.prefix}/my-cart`);
    await page.getByRole("textbox", { name: say.code }).fill(code);
    await page.getByRole("button", { name: say.apply, exact: true }).click();
    await expect(page.getByText(say.discount)).toBeVisible();
    await expect(page.getByText(code).first()).toBeVisible();
    await keepScreenshot(page, testInfo, `membership-coupon-in-cart-${lang}`);
  });
}

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
