import { expect, test } from "./fixtures.ts";
import { waitForShell } from "./support.ts";

const RECOMMENDED = ["Cleanser", "Serum", "Mask", "Moisturizer", "Sunscreen", "Skin Device", "Ampoules", "Oil",
  "Supplement", "Accessory"];

test("the search panel offers the recommended terms and Enter opens the results page", async ({ page }) => {
  await page.goto("/");
  await waitForShell(page);
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();

  const panel = page.getByRole("dialog", { name: "Search" });
  await expect(panel).toBeVisible();
  for (const term of RECOMMENDED) {
    await expect(panel.getByRole("link", { name: new RegExp(`^${term}$`, "i") })).toBeVisible();
  }
  const box = panel.getByRole("searchbox", { name: "Search products" });
  await expect(box).toBeFocused();
  await box.fill("serum");
  await box.press("Enter");

  await expect(page).toHaveURL(/\/search-result\?search=serum$/);
  await expect(panel).toBeHidden();
});

for (const [lang, heading] of [["en", "Results for"], ["th", "ผลการค้นหา"]] as const) {
  test(`${lang}: a term with angle brackets shows in the results heading as typed`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    const term = "<b>glow</b> serum";
    await page.goto(`${lang === "th" ? "/th" : ""}/search-result?search=${encodeURIComponent(term)}`);
    await waitForShell(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${heading} “${term}”`);
    expect(errors).toEqual([]);
  });
}
