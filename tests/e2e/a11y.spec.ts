import { expect, test } from "./fixtures.ts";
import { seriousA11yViolations, waitForShell } from "./support.ts";

for (const path of ["/", "/th"]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForShell(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
