import { expect, test } from "./fixtures.ts";
import { waitForShell } from "./support.ts";

const DAY_SECONDS = 24 * 60 * 60;

test("the language switch keeps the path, stores the choice for a year and survives a reload",
  async ({ page, context }) => {
  await page.goto("/faq");
  await waitForShell(page);
  await page.getByRole("banner").getByRole("group", { name: "Language" }).getByRole("button", { name: "TH" }).click();

  await expect(page).toHaveURL(/\/th\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
  expect(cookie?.value).toBe("th");
  expect(cookie?.path).toBe("/");
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * DAY_SECONDS);

  await page.reload();
  await waitForShell(page);
  await expect(page).toHaveURL(/\/th\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  const thaiSwitch = page.getByRole("banner").getByRole("group", { name: "ภาษา" });
  await expect(thaiSwitch.getByRole("button", { name: "TH" })).toHaveAttribute("aria-pressed", "true");

  await thaiSwitch.getByRole("button", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("en");
});
