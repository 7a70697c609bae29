// The support console on a phone (375 px, issue 15 §2 "usable on a phone"): sign in, read an order's story in Thai,
// nothing wider than the screen but the diagram and the timeline, which scroll inside their own boxes.
import { expect, test } from "./fixtures.ts";
import { keepScreenshot, seriousA11yViolations } from "./support.ts";

test("staff sign in on a phone and read the demo member's order story in Thai", async ({ page }, testInfo) => {
  await page.goto("/th/support");
  await expect(page.getByRole("heading", { level: 1, name: "คอนโซลดูแลลูกค้า" })).toBeVisible();
  await page.getByRole("textbox", { name: "อีเมลพนักงาน" }).fill("support@skinstate.test");
  await page.getByLabel("รหัสผ่าน", { exact: false }).first().fill("Support#2026");
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).last().click();
  await expect(page.getByRole("heading", { level: 2, name: /รายการค้างตอนนี้/ })).toBeVisible();
  const search = page.getByRole("search");
  await search.getByRole("textbox").fill("demo@skinstate.test");
  await search.getByRole("button", { name: "ค้นหา", exact: true }).click();
  await page.getByRole("button", { name: /^SS-/ }).first().click();
  const story = page.getByTestId("order-story");
  await expect(story.getByTestId("timeline").locator("tr[data-event=place]")).toBeVisible();
  await expect(story.getByTestId("path-checkout")).toContainText("placed");
  // Only the diagram and the timeline scroll sideways, inside their own boxes: the story fits the screen.
  const width = await story.evaluate((el) => el.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(375);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, "support-console-th", { fullPage: true });
});
