import { expect, expectShown, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { keepScreenshot, seriousA11yViolations } from "./support.ts";

// In the browser: a shopper opens a coupon's link, collects it, goes to the cart and applies it in one
// tap; a refused code's error toast leaves the page usable (its overlay swallowed every click for 30 s);
// Clear cart empties the cart through its confirm. English and Thai; `coupon-collect.spec.ts` runs it at 1440 px,
// `coupon-collect.phone.spec.ts` at 375 px (the phone project: touch, mobile viewport).
const words = {
  en: {
    prefix: "", collect: "Collect WELCOME10", received: "You have successfully received the coupon.",
    goToCart: "Go to cart", addToCart: "Add to cart", added: "Added to your cart", applyReceived: "Apply WELCOME10",
    applied: "Applied coupon", waiting: /^.+ is waiting in your cart$/, code: "Code WELCOME10.",
    couponCode: "Coupon code", apply: "Apply", notFound: "No coupon found, please try again.", clear: "Clear cart",
    clearQuestion: "Clear your cart?", empty: "Your cart is empty", coupons: "Coupons",
  },
  th: {
    prefix: "/th", collect: "เก็บคูปอง WELCOME10", received: "คุณได้รับคูปองเรียบร้อยแล้ว",
    goToCart: "ไปที่ตะกร้า", addToCart: "เพิ่มลงตะกร้า", added: "เพิ่มลงตะกร้าแล้ว", applyReceived: "ใช้ WELCOME10",
    applied: "คูปองที่ใช้", waiting: /^.+ รออยู่ในตะกร้าของคุณแล้ว$/, code: "โค้ด WELCOME10",
    couponCode: "รหัสคูปอง", apply: "ใช้", notFound: "ไม่พบคูปอง กรุณาลองใหม่อีกครั้ง", clear: "ล้างตะกร้า",
    clearQuestion: "ล้างตะกร้าทั้งหมดหรือไม่", empty: "ตะกร้าของคุณยังว่างอยู่", coupons: "คูปอง",
  },
} as const;

type Summary = { slug: string; stock: number };

/** Width of the project's viewport, for the screenshots' names. */
const widthOf = (page: Page) => page.viewportSize()?.width ?? 0;

/** Every test of this flow, in both languages, at the width of the Playwright project that runs it. */
export function couponCollectSpecs() {
  for (const locale of ["en", "th"] as const) {
    const w = words[locale];
    test(`${locale}: collect from the link, apply in the cart, clear the cart`, async ({ page }, testInfo) => {
      // A page load per step on a shared two-core box: the default 60 s is too tight for the whole path.
      test.setTimeout(180_000);
      const width = widthOf(page);
      const list = await page.request.get("/api/product/?category=serum&per_page=24");
      const product = ((await list.json()) as { data: Summary[] }).data.find((p) => p.stock > 20)!;
      await page.goto(`${w.prefix}/product/detail/${product.slug}`);
      await page.getByRole("button", { name: w.addToCart, exact: true }).click();
      await expectShown(page, w.added);

      await page.goto(`${w.prefix}/coupon`);
      await expect(page.getByRole("heading", { level: 1, name: w.coupons })).toBeVisible();
      await keepScreenshot(page, testInfo, `coupon-list-${locale}-${width}`, { fullPage: true });
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.goto(`${w.prefix}/coupon/welcome10`);
      await page.getByRole("button", { name: w.collect }).click();
      await expect(page.getByText(w.received).first()).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/coupon/complete$`));
      // It names the coupon the cart now holds, and still does after a reload (the cart keeps it stored).
      await expect(page.getByRole("heading", { level: 2, name: w.waiting })).toBeVisible();
      await expect(page.getByText(w.code)).toBeVisible();
      // The new page scrolls to its top (smoothly). A reload keeps the shopper's position, so it waits for the top.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.reload();
      await expect(page.getByRole("heading", { level: 2, name: w.waiting })).toBeVisible();
      // The reloaded page is back where the shopper left it: at its top, where the picture is taken.
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await keepScreenshot(page, testInfo, `coupon-complete-${locale}-${width}`);
      await page.getByRole("link", { name: w.goToCart }).click();

      // A refused code: the error toast shows, and the page under it still takes the next tap at once.
      await page.getByRole("textbox", { name: w.couponCode }).fill("NOPE");
      await page.getByRole("button", { name: w.apply, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: w.notFound }).first()).toBeVisible();
      await page.getByRole("button", { name: w.applyReceived }).click({ timeout: 2_000 });
      await expect(page.getByRole("group", { name: w.applied })).toContainText("WELCOME10");
      await keepScreenshot(page, testInfo, `coupon-applied-${locale}-${width}`);

      await page.getByRole("button", { name: w.clear }).click();
      await page.getByRole("alertdialog", { name: w.clearQuestion }).getByRole("button", { name: w.clear }).click();
      await expect(page.getByRole("heading", { name: w.empty })).toBeVisible();
      // Spec §4: clearing the cart forgets the stored cart id.
      expect(await page.evaluate(() => localStorage.getItem("cart_id"))).toBeNull();
    });

    test(`${locale}: an unknown, ended or used-up coupon's link says none was found`, async ({ page }) => {
      // Seeded: SUMMER25 has ended, FLASH50 is used up (spec §8: the same message for each).
      for (const code of ["NOPE-NOPE", "SUMMER25", "FLASH50"]) {
        await page.goto(`${w.prefix}/coupon/${code}`);
        await expect(page.getByRole("heading", { name: w.notFound }), code).toBeVisible();
        await expect(page.getByRole("button", { name: new RegExp(code) })).toHaveCount(0);
      }
    });
  }
}
