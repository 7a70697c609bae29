// A tap on a server-rendered page before its JavaScript has run is kept and done once the page is hydrated
// (server/domain/early-input.ts): Add to cart on a slow connection still adds. This spec holds the scripts back
// itself, so it uses Playwright's own page, not the fixtures' waiting one.
import { expect, test } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "#contract/pages.ts";
import { apiData } from "./support.ts";

type Summary = { slug: string; stock: number };

for (const lang of ["en", "th"] as const) {
  test(`${lang}: Add to cart tapped before the page is hydrated adds once it is`, async ({ page }) => {
    const [add, badge] = lang === "en" ? ["Add to cart", "Cart, 1 item"] : ["เพิ่มลงตะกร้า", "ตะกร้า 1 ชิ้น"];
    const products = await apiData<Summary[]>(page, "/api/product/?per_page=24&sort=newest", lang);
    const product = products.find((p) => p.stock > 5)!;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${lang === "th" ? "/th" : ""}/product/detail/${product.slug}`, { waitUntil: "commit" });
    const button = page.getByRole("button", { name: add, exact: true }).first();
    await button.click();
    expect(await page.locator("html").getAttribute(HYDRATED_ATTRIBUTE)).toBeNull();
    release();
    await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole("banner").getByRole("link", { name: badge })).toBeVisible();
    // Once: a second look after the page settled still counts one.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("banner").getByRole("link", { name: badge })).toBeVisible();
  });
}
