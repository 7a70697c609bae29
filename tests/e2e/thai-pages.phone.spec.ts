import { expect, test } from "./fixtures.ts";
import { ThaiCheck } from "./thai-check.ts";
import { keepScreenshot } from "./support.ts";

// At 375 px: the screens a phone has and a desktop does not (the menu drawer, the filter drawer) and the
// phone layout of the pages read as Thai. thai-pages.spec.ts walks every page at 1440.

test("Thai phone screens show no English words", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const check = await ThaiCheck.start(page);

  await page.goto("/th");
  await page.getByRole("banner").getByRole("button", { name: "เปิดเมนู" }).click();
  await expect(page.getByRole("dialog", { name: "เมนู" })).toBeVisible();
  await check.screen("menu drawer");
  await keepScreenshot(page, testInfo, "thai-menu-drawer-375");
  await page.keyboard.press("Escape");

  await page.goto("/th/product/serum");
  await page.getByRole("main").getByRole("button", { name: "ตัวกรอง", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "ตัวกรอง" })).toBeVisible();
  await check.screen("filter drawer");
  await keepScreenshot(page, testInfo, "thai-filter-drawer-375");
  await page.keyboard.press("Escape");

  await check.walk([
    "/th/skin-quiz", "/th/coupon", "/th/coupon/WELCOME10", "/th/coupon/complete",
    "/th/search-result?search=โฟมล้างหน้า",
    "/th/my-cart",
  ]);
  expect(check.found, "English words on Thai phone screens").toEqual([]);
});
