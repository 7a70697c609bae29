import { LATE_ATTRIBUTE } from "#contract/pages.ts";
import { expect, test } from "./fixtures.ts";
import { apiData, signInAsNewMember, waitForShell } from "./support.ts";

// On a phone, sections below the first screen hydrate as they near the viewport, not with the page (HydrateApart
// `late`): what a shopper notices is that they work once reached, and that a tap made there first is not lost.

type Summary = { slug: string; name: string };

test("a card far down a listing works once scrolled to: its link opens the product, no reload", async ({ page }) => {
  const products = await apiData<Summary[]>(page, "/api/product/?category=serum");
  expect(products.length).toBeGreaterThan(8);
  const last = products[products.length - 1]!;

  await page.goto("/product/serum");
  await waitForShell(page);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: last.name });
  // Hydrated pages mark the far cards until they are reached; the first row has none.
  await expect(card).toHaveAttribute(LATE_ATTRIBUTE, /.+/);
  await expect(page.getByRole("main").getByRole("listitem").first()).not.toHaveAttribute(LATE_ATTRIBUTE, /.*/);

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await card.scrollIntoViewIfNeeded();
  await expect(card).not.toHaveAttribute(LATE_ATTRIBUTE, /.*/);
  await card.getByRole("link", { name: last.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: last.name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const [lang, logIn, invite] of [["en", "Log in", "Log in to write a review"],
  ["th", "เข้าสู่ระบบ", "เข้าสู่ระบบเพื่อเขียนรีวิว"]] as const) {
  test(`${lang}: a tap on the reviews before they have hydrated still opens the sign-in dialog`, async ({ page }) => {
    const [product] = await apiData<Summary[]>(page, "/api/product/?per_page=1");
    await page.goto(`${lang === "th" ? "/th" : ""}/product/detail/${product!.slug}`);
    await waitForShell(page);
    const button = page.getByRole("button", { name: invite });
    // Far below a phone's first screen: still waiting when the page is hydrated.
    await expect(page.locator(`[${LATE_ATTRIBUTE}="reviews"]`)).toHaveCount(1);
    await button.click();
    await expect(page.getByRole("dialog", { name: logIn })).toBeVisible();
    await expect(page.locator(`[${LATE_ATTRIBUTE}="reviews"]`)).toHaveCount(0);
  });
}

test("a member sees why they cannot review, once the reviews far down the page are reached", async ({ page }) => {
  const [product] = await apiData<Summary[]>(page, "/api/product/?per_page=1&page=3");
  await page.goto(`/th/product/detail/${product!.slug}`);
  await waitForShell(page);
  await signInAsNewMember(page, "late");
  await page.reload();
  const late = page.locator(`[${LATE_ATTRIBUTE}="reviews"]`);
  await expect(late).toHaveCount(1);
  // Hydrated after the page, over the guest HTML the server sent: the member's reason still comes with its role.
  const reviews = page.getByRole("region", { name: "รีวิว" });
  await reviews.scrollIntoViewIfNeeded();
  const reason = "รีวิวเขียนโดยสมาชิกที่ซื้อสินค้านี้แล้ว";
  await expect(reviews.getByRole("status").filter({ hasText: reason })).toBeVisible();
  await expect(late).toHaveCount(0);
});
