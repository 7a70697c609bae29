import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { acceptPolicy, expectPaymentPage, fillGuest, placeOrder, words as checkoutWords } from "./checkout-flows.ts";
import { expectComplete, payByCard, payWords } from "./payment-flows.ts";
import { keepScreenshot } from "./support.ts";

// As one shopper does it: searches as they speak, takes the skin quiz, puts its whole routine
// in the cart, collects a coupon from its link, uses it in the cart in one tap, and pays for the routine. English and
// Thai; shopper-journey.spec.ts runs it at 1440 px, shopper-journey.phone.spec.ts at 375 px. Screenshots are kept.
const PICKS: number[][] = [[1], [0, 4], [1], [0], [0], [1], [1]];

const words = {
  en: {
    prefix: "", search: "Search", query: "face wash", results: /Results for/, start: "Start the quiz",
    next: "Next", finish: "See my routine", question: (n: number) => `Question ${n} of 7`,
    addAll: "Add the whole routine", cart: "My cart", collect: "Collect SAVE200", received: "Coupon received",
    goToCart: "Go to cart", apply: "Apply SAVE200", applied: "Applied coupon", discount: "Discount", total: "Total",
  },
  th: {
    prefix: "/th", search: "ค้นหา", query: "โฟมล้างหน้า", results: /ผลการค้นหา/, start: "เริ่มทำแบบทดสอบ",
    next: "ถัดไป", finish: "ดูรูทีนของฉัน", question: (n: number) => `คำถามที่ ${n} จาก 7`,
    addAll: "เพิ่มทั้งรูทีนลงตะกร้า", cart: "ตะกร้าของฉัน", collect: "เก็บคูปอง SAVE200", received: "ได้รับคูปองแล้ว",
    goToCart: "ไปที่ตะกร้า", apply: "ใช้ SAVE200", applied: "คูปองที่ใช้", discount: "ส่วนลด",
    total: "ยอดรวมทั้งสิ้น",
  },
} as const;

/** The number of baht in a formatted amount ("฿3,650" -> 3650). */
const baht = (text: string) => Number(/฿\s?([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN);

/** The cart summary's Total, in baht. */
async function totalOf(page: Page, label: string): Promise<number> {
  const row = page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`).first();
  return baht(await row.innerText());
}

export function shopperJourneySpecs(): void {
  for (const locale of ["en", "th"] as const) {
    const w = words[locale];
    test(`${locale}: search, quiz, routine in the cart, coupon from its link, pay`, async ({ page }, testInfo) => {
      // Search, seven questions, coupon pages, checkout and payment on a shared two-core box.
      test.setTimeout(360_000);
      const width = page.viewportSize()?.width ?? 0;
      const shot = (name: string, fullPage = false) =>
        keepScreenshot(page, testInfo, `journey-${name}-${locale}-${width}`, { fullPage });

      // Searching as the shopper speaks: the header's search, a compound phrase, products that are cleansers.
      await page.goto(`${w.prefix}/`);
      await page.getByRole("banner").getByRole("button", { name: w.search, exact: true }).click();
      const box = page.getByRole("dialog", { name: w.search }).getByRole("searchbox");
      await box.fill(w.query);
      await box.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: w.results })).toBeVisible();
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      expect(await page.getByRole("main").getByRole("article").count()).toBeGreaterThan(3);
      await shot("search");

      // The quiz, one question per screen.
      await page.goto(`${w.prefix}/skin-quiz`);
      await page.getByRole("button", { name: w.start }).click();
      for (const [i, picks] of PICKS.entries()) {
        await expect(page.getByText(w.question(i + 1))).toBeVisible();
        for (const pick of picks) await page.locator('input[name="quiz-answer"]').nth(pick).check();
        if (i === 1) await shot("quiz-question");
        await page.getByRole("button", { name: i === PICKS.length - 1 ? w.finish : w.next }).click();
      }
      const steps = page.locator("ol > li");
      await expect(steps.first()).toBeVisible();
      expect(await steps.count()).toBeGreaterThanOrEqual(4);
      // Each step's pick is the first product named in it; the alternative follows.
      const picks = await steps.evaluateAll((items) => items.map((li) => li.querySelector("a")?.textContent ?? ""));
      await shot("quiz-result", true);
      await page.getByRole("button", { name: w.addAll }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.cart })).toBeVisible();
      const main = page.getByRole("main");
      for (const name of picks) await expect(main.getByRole("link", { name, exact: true }).first()).toBeVisible();
      const before = await totalOf(page, w.total);

      // The coupon from its link: collected, then applied in the cart in one tap.
      await page.goto(`${w.prefix}/coupon/SAVE200`);
      await shot("coupon");
      await page.getByRole("button", { name: w.collect }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.received })).toBeVisible();
      await page.getByRole("link", { name: w.goToCart }).click();
      await page.getByRole("button", { name: w.apply }).click();
      await expect(page.getByRole("group", { name: w.applied })).toContainText("SAVE200");
      await expect.poll(() => totalOf(page, w.total)).toBe(before - 200);
      await shot("cart-with-coupon", true);

      // The routine bought: guest checkout, card payment, the order complete with the coupon's discount.
      const c = checkoutWords[locale];
      await page.getByRole("button", { name: c.guest }).click();
      await expect(page.getByRole("heading", { level: 1, name: c.checkout })).toBeVisible();
      await fillGuest(page, c);
      await acceptPolicy(page, c);
      await placeOrder(page, c);
      const number = await expectPaymentPage(page, c);
      await expect(page.getByText(w.discount, { exact: true }).first()).toBeVisible();
      await payByCard(page, payWords[locale], "4242424242424242");
      await expectComplete(page, payWords[locale], number);
      await expect(page.getByText(w.discount, { exact: true }).first()).toBeVisible();
      await shot("order-complete", true);
    });
  }
}
