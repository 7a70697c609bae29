// The support console on a phone (375 px): sign in, read an order's story in Thai,
// nothing wider than the screen; the diagram zooms to full size inside its own box, the timeline is a list of cards.
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
  const place = story.getByTestId("timeline").locator("tbody[data-event=place]");
  await expect(place).toBeVisible();
  // On a phone each record is a card whose every field is labelled, the provider's status included.
  for (const label of ["เวลา", "จาก", "ไปยัง", "เหตุการณ์", "ต้นทาง", "สถานะจากผู้ให้บริการ", "รหัสข้อผิดพลาด"]) {
    const field = place.locator(`td[data-label="${label}"]`);
    await expect(field).toBeVisible();
    expect(await field.evaluate((el) => el.getBoundingClientRect().right), label).toBeLessThanOrEqual(375);
  }
  await expect(story.getByTestId("path-checkout")).toContainText("placed");
  // The atlas's checkout diagram, scaled to the screen, its current state filled.
  const checkout = story.getByTestId("diagram-checkout");
  const placed = checkout.locator('[data-atlas=checkout] g[id="atlas-checkout-state-placed"]');
  await expect(placed.locator("path").first()).toHaveCSS("fill", "rgb(122, 46, 74)");
  const svgRight = await checkout.locator("[data-atlas] svg").evaluate((el) => el.getBoundingClientRect().right);
  expect(svgRight).toBeLessThanOrEqual(375);
  // Only the diagram and the timeline scroll sideways, inside their own boxes: the story fits the screen.
  const width = await story.evaluate((el) => el.getBoundingClientRect().right);
  expect(width).toBeLessThanOrEqual(375);
  // At full size the diagram scrolls inside its box, the current state in view.
  await checkout.getByRole("button", { name: "ขนาดจริง" }).click();
  const region = checkout.getByRole("group", { name: /checkout/ });
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  const [now, view] = await Promise.all([placed.boundingBox(), region.boundingBox()]);
  expect(now && view && now.x >= view.x && now.x + now.width <= view.x + view.width + 1, "placed in view").toBe(true);
  // A staff tool's chrome on the phone too: the language switch and a way to the shop, not the shop's menu or cart.
  const header = page.getByRole("banner");
  await expect(page.getByRole("region", { name: "ประกาศ" })).toHaveCount(0);
  await expect(header.getByRole("group", { name: "ภาษา" })).toBeVisible();
  await expect(header.getByRole("link", { name: "กลับไปที่ร้านค้า" })).toBeVisible();
  await expect(header.getByRole("link", { name: /^ตะกร้า/ })).toHaveCount(0);
  await expect(header.getByRole("button")).toHaveCount(2); // EN and TH, no menu or search
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, "support-console-th", { fullPage: true });
});
