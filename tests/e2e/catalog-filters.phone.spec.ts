import { expect, test } from "./fixtures.ts";
import { apiData, waitForShell } from "./support.ts";

// On a phone the filter sidebar is a drawer behind a "Filters" button.

type Summary = { brand: { slug: string; name: string } };

test("the filter drawer opens on a phone and a brand filter narrows the listing", async ({ page }) => {
  const serums = await apiData<Summary[]>(page, "/api/product/?category=serum&brand=bomi-derm");
  expect(serums.length).toBeGreaterThan(0);
  const brandName = serums[0]!.brand.name;

  await page.goto("/product/serum");
  await waitForShell(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("article").first()).toBeVisible();
  expect(await main.getByRole("article").count()).toBeGreaterThan(serums.length);
  await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();

  await main.getByRole("button", { name: "Filters", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Filters" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("checkbox", { name: new RegExp(`^${brandName}`) }).check({ force: true });
  await expect(page).toHaveURL(/\/product\/serum\?brand=bomi-derm$/);
  const show = drawer.getByRole("button", { name: `Show ${serums.length} products` });
  await expect(show).toBeVisible();
  await show.click();

  await expect(drawer).toBeHidden();
  await expect(main.getByRole("article")).toHaveCount(serums.length);
  await expect(main.getByRole("button", { name: "Filters (1)" })).toBeVisible();
});
