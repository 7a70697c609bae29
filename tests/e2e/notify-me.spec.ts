import { expect, test } from "./fixtures.ts";
import { apiData, waitForShell } from "./support.ts";

// A sold-out product offers "tell me when it's back" instead of "Add to cart".

type Summary = { slug: string; name: string; stock: number };

test("a sold-out product takes a notify-me request and refuses a bad e-mail", async ({ page }, testInfo) => {
  const products = await apiData<Summary[]>(page, "/api/product/?per_page=60");
  const soldOut = products.find((product) => product.stock === 0);
  expect(soldOut, "the seeded catalog has a sold-out product on its first page").toBeDefined();
  const { slug, name } = soldOut!;

  await page.goto(`/product/detail/${slug}`);
  await waitForShell(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const main = page.getByRole("main");
  await expect(main.getByText("Sold out for now")).toBeVisible();
  await expect(main.getByRole("button", { name: "Add to cart" })).toHaveCount(0);

  const email = main.getByRole("textbox", { name: "E-mail address" });
  const notify = main.getByRole("button", { name: "Notify me", exact: true });
  await email.fill("not-an-email");
  await notify.click();
  await expect(main.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  // A fresh address each run, so a reused server still answers with a first request.
  const address = `shopper-${Date.now()}-${testInfo.repeatEachIndex}@example.com`;
  await email.fill(address);
  await notify.click();
  const confirmation = main.getByRole("status").filter({ hasText: "You're on the list" });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`We will e-mail ${address} as soon as it is back in stock.`);
});
