import { expect, test } from "./fixtures.ts";
import { apiData, signInAsNewMember, waitForShell } from "./support.ts";

// On a phone, React hydrates the sections of a page (HydrateApart) after its shell, each in a pass of its own: what a
// shopper notices is that sections far down the page work once reached, and that a tap made there is not lost.

type Summary = { slug: string; name: string };

test("a card far down a listing works once scrolled to: its link opens the product, no reload", async ({ page }) => {
  const products = await apiData<Summary[]>(page, "/api/product/?category=serum");
  expect(products.length).toBeGreaterThan(8);
  const last = products[products.length - 1]!;

  await page.goto("/product/serum");
  await waitForShell(page);
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: last.name });

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await card.scrollIntoViewIfNeeded();
  await card.getByRole("link", { name: last.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: last.name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

for (const [lang, logIn, invite] of [["en", "Log in", "Log in to write a review"],
  ["th", "เข้าสู่ระบบ", "เข้าสู่ระบบเพื่อเขียนรีวิว"]] as const) {
  test(`${lang}: a tap on the reviews far down the page opens the sign-in dialog`, async ({ page }) => {
    const [product] = await apiData<Summary[]>(page, "/api/product/?per_page=1");
    await page.goto(`${lang === "th" ? "/th" : ""}/product/detail/${product!.slug}`);
    await waitForShell(page);
    const button = page.getByRole("button", { name: invite });
    // Far below a phone's first screen, in a section of its own.
    await button.click();
    await expect(page.getByRole("dialog", { name: logIn })).toBeVisible();
  });
}

test("a member sees why they cannot review, once the reviews far down the page are reached", async ({ page }) => {
  const [product] = await apiData<Summary[]>(page, "/api/product/?per_page=1&page=3");
  await page.goto(`/th/product/detail/${product!.slug}`);
  await waitForShell(page);
  await signInAsNewMember(page, "late");
  await page.reload();
  // Hydrated after the page's shell, over the guest HTML the server sent: the member's reason comes with its role.
  const reviews = page.getByRole("region", { name: "รีวิว" });
  await reviews.scrollIntoViewIfNeeded();
  const reason = "รีวิวเขียนโดยสมาชิกที่ซื้อสินค้านี้แล้ว";
  await expect(reviews.getByRole("status").filter({ hasText: reason })).toBeVisible();
});
