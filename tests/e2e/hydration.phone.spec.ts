import { expect, test } from "./fixtures.ts";
import { waitForShell } from "./support.ts";

// On a phone the server-rendered home hydrates and its menu opens.
test("the server-rendered Thai home hydrates on a phone and its menu opens", async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(m.text());
  });
  await page.goto("/th");
  await waitForShell(page);
  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  await expect(page.getByRole("dialog", { name: "เมนู" })).toBeVisible();
  expect(problems).toEqual([]);
});
