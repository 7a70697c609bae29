import { expect, test } from "./fixtures.ts";
import { alphaOf, apiData, signUpMember, waitForShell } from "./support.ts";

type Sitewide = { enabled: boolean; guests_only: boolean; text: string };
type StoreInfo = { branches: { name: string }[] };

test("the sticky header turns solid after 50 px of scrolling", async ({ page }) => {
  await page.goto("/");
  await waitForShell(page);
  const header = page.getByRole("banner");
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);

  expect(alphaOf(await background()), "transparent at the top").toBe(0);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, "home is tall enough to scroll").toBeGreaterThan(100);

  await page.mouse.wheel(0, 300);
  // "Solid" allows a frosted panel (a little translucency) but not the see-through top state.
  await expect.poll(async () => alphaOf(await background()), { message: "solid after scrolling" })
    .toBeGreaterThanOrEqual(0.9);
  const box = await header.boundingBox();
  expect(box?.y ?? -1, "still at the top of the viewport").toBeLessThanOrEqual(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => alphaOf(await background()), { message: "transparent again at the top" }).toBe(0);
});

test("the footer lists the four branches and the site links", async ({ page }) => {
  const store = await apiData<StoreInfo>(page, "/api/general/store");
  expect(store.branches).toHaveLength(4);
  await page.goto("/");
  await waitForShell(page);
  const footer = page.getByRole("contentinfo");
  for (const branch of store.branches) await expect(footer.getByText(branch.name, { exact: false }).first())
    .toBeVisible();
  for (const name of ["About Us", "Skin Quiz", "Blog", "FAQ", "Terms of Services", "Privacy & Policy"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
});

test("the coupon banner shows the site-wide text and closes", async ({ page }) => {
  const sitewide = await apiData<Sitewide>(page, "/api/general/sitewide");
  expect(sitewide.enabled, "the seeded site-wide alert is on").toBe(true);
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Announcement" });
  await expect(banner).toContainText(sitewide.text);
  await banner.getByRole("button", { name: "Close announcement" }).click();
  await expect(banner).toBeHidden();
});

test("the sign-up offer banner is for guests: a signed-in member does not see it", async ({ page }) => {
  const sitewide = await apiData<Sitewide>(page, "/api/general/sitewide");
  expect(sitewide.guests_only, "the seeded sign-up offer is for guests").toBe(true);
  await signUpMember(page, "en", "banner");
  await page.reload();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Announcement" })).toHaveCount(0);
});
