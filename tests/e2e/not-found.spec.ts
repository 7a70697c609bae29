import { expect, test } from "@playwright/test";

test("an unknown page says so and links back home", async ({ page }) => {
  await page.goto("/no-such-page-here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("This page could not be found");
});

test("an unknown Thai page answers in Thai and links to the Thai home", async ({ page }) => {
  await page.goto("/th/no-such-page-here");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่พบหน้าที่คุณต้องการ");
  await page.getByRole("main").getByRole("link", { name: "กลับหน้าแรก" }).click();
  await expect(page).toHaveURL(/\/th$/);
});
