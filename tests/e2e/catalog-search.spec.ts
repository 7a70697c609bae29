import { expect, test } from "./fixtures.ts";
import { apiData, waitForShell } from "./support.ts";

// Search as a shopper types it: a Thai fragment finds Thai-named products, and a misspelt word still finds its shelf.

type Summary = { name: string; category: { slug: string } | null };

test("th: a Thai fragment typed in the search panel finds Thai-named products", async ({ page }) => {
  const fragment = "เซรั่ม";
  await page.goto("/th");
  await waitForShell(page);
  await page.getByRole("banner").getByRole("button", { name: "ค้นหา", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "ค้นหา" });
  const box = panel.getByRole("searchbox", { name: "ค้นหาสินค้า" });
  await expect(box).toBeFocused();
  await box.fill(fragment);
  await box.press("Enter");

  await expect(page).toHaveURL(new RegExp(`/th/search-result\\?search=${encodeURIComponent(fragment)}$`));
  // The home page's rails are articles too: read the grid only once the results page and its count are on screen.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fragment);
  await expect(page.getByRole("main").getByText(/^สินค้า \d+ รายการ$/)).toBeVisible();
  const names = page.getByRole("main").getByRole("article").getByRole("link");
  await expect(names.first()).toBeVisible();
  // Text, not innerText: cards below the first screen are not drawn until scrolled to (content-visibility).
  const shown = await names.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.some((name) => name.includes(fragment)), `a product name contains ${fragment}: ${shown.join(", ")}`)
    .toBe(true);
  expect(shown.every((name) => /[\u0E00-\u0E7F]/.test(name)), "the names are in Thai").toBe(true);
});

test("en: a misspelt search still finds the sunscreens", async ({ page }) => {
  const sunscreens = await apiData<Summary[]>(page, "/api/product/?category=sunscreen&per_page=60");
  const names = new Set(sunscreens.map((product) => product.name));
  expect(names.size).toBeGreaterThan(0);

  await page.goto("/");
  await waitForShell(page);
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("dialog", { name: "Search" }).getByRole("searchbox", { name: "Search products" });
  await box.fill("sunscren");
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search-result\?search=sunscren$/);
  // The home page's rails are articles too: read the grid only once the results page and its count are on screen.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “sunscren”");
  await expect(page.getByRole("main").getByText(`${names.size} products`, { exact: true })).toBeVisible();
  const links = page.getByRole("main").getByRole("article").getByRole("link");
  // A page the browser renders while the last one's sections still take turns shows its cards over a few tasks.
  await expect(links).toHaveCount(Math.min(names.size, 24));
  const shown = await links.allTextContents();
  expect(shown.filter((name) => names.has(name)), "every result is a sunscreen").toEqual(shown);

  // The results are ranked by relevance, and the sort field says so; picking another order puts it in the URL.
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort.locator("option:checked")).toHaveText("Best match");
  await sort.selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/\/search-result\?sort=price-asc&search=sunscren$/);
  await sort.selectOption({ label: "Best match" });
  await expect(page).toHaveURL(/\/search-result\?search=sunscren$/);
});
