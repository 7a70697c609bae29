import { expect, test } from "./fixtures.ts";
import { apiData, keepScreenshot, rendersThaiGlyphs, seriousA11yViolations, waitForShell } from "./support.ts";

type MenuItem = { name: string; link: string; child: MenuItem[]; for_desktop: boolean; for_mobile: boolean };

test("the mobile menu opens with the server menu as accordions, Log in and the language switch",
  async ({ page }, testInfo) => {
  const menu = (await apiData<MenuItem[]>(page, "/api/general/menu?locale=en")).filter((item) => item.for_mobile);
  expect(menu.length).toBeGreaterThan(0);
  await page.goto("/");
  await waitForShell(page);
  await keepScreenshot(page, testInfo, "home-en", { fullPage: true });
  await page.getByRole("button", { name: "Open menu" }).click();

  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  const withChildren = menu.filter((item) => item.child.length > 0);
  expect(withChildren.length, "the seeded menu has sub-menus").toBeGreaterThan(0);
  for (const item of withChildren) {
    await expect(dialog.getByRole("button", { name: item.name, exact: true })).toHaveAttribute("aria-expanded",
      "false");
  }
  const first = withChildren[0]!;
  await dialog.getByRole("button", { name: first.name, exact: true }).click();
  await expect(dialog.getByRole("button", { name: first.name, exact: true })).toHaveAttribute("aria-expanded", "true");
  await expect(dialog.getByRole("link", { name: first.child[0]!.name, exact: true })).toBeVisible();

  await expect(dialog.getByRole("button", { name: "Log in" })).toBeVisible();
  const language = dialog.getByRole("group", { name: "Language" });
  await expect(language.getByRole("button", { name: "EN" })).toHaveAttribute("aria-pressed", "true");
  await keepScreenshot(page, testInfo, "mobile-menu-en");

  await language.getByRole("button", { name: "TH" }).click();
  await expect(page).toHaveURL(/\/th$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
});

test("the Thai home on a phone renders Thai glyphs and a Thai menu", async ({ page }, testInfo) => {
  await page.goto("/th");
  await waitForShell(page);
  expect(await rendersThaiGlyphs(page.locator("h1"))).toBe(true);
  await keepScreenshot(page, testInfo, "home-th", { fullPage: true });
  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  const dialog = page.getByRole("dialog", { name: "เมนู" });
  await expect(dialog.getByRole("group", { name: "ภาษา" }).getByRole("button", { name: "TH" }))
    .toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeVisible();
  await keepScreenshot(page, testInfo, "mobile-menu-th");
});

test("axe finds no serious or critical violation on the phone home", async ({ page }) => {
  await page.goto("/");
  await waitForShell(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
