import { expect, test } from "./fixtures.ts";
import { keepScreenshot, rendersThaiGlyphs, waitForShell } from "./support.ts";

test("home in English has the shop chrome and one heading", async ({ page }, testInfo) => {
  await page.goto("/");
  await waitForShell(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("banner").getByRole("link", { name: "SkinState home" })).toBeVisible();
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Cart, \d+ items?$/ })).toBeVisible();
  const language = page.getByRole("banner").getByRole("group", { name: "Language" });
  await expect(language.getByRole("button", { name: "EN" })).toHaveAttribute("aria-pressed", "true");
  // The hamburger belongs to screens below 1200 px.
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await keepScreenshot(page, testInfo, "home-en", { fullPage: true });
});

test("home in Thai shows Thai text in a font that has Thai glyphs", async ({ page }, testInfo) => {
  await page.goto("/th");
  await waitForShell(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByRole("banner").getByRole("link", { name: "หน้าแรก SkinState" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "เข้าสู่ระบบ" })).toBeVisible();
  const heading = page.locator("h1");
  await expect(heading).toHaveText(/[\u0E00-\u0E7F]/);
  await expect(heading).toBeVisible();
  expect(await rendersThaiGlyphs(heading),
    "Thai renders as glyphs, not tofu boxes (apt-get install -y fonts-thai-tlwg)").toBe(true);
  const language = page.getByRole("banner").getByRole("group", { name: "ภาษา" });
  await expect(language.getByRole("button", { name: "TH" })).toHaveAttribute("aria-pressed", "true");
  await keepScreenshot(page, testInfo, "home-th", { fullPage: true });
});

test("a Thai browser language is honoured at / only", async ({ browser }) => {
  const context = await browser.newContext({ locale: "th-TH" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});
