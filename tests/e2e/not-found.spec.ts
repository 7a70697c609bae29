import { expect, test } from "./fixtures.ts";
import { apiData } from "./support.ts";

test("an unknown page answers 404, says so and links back home", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("This page could not be found");
});

test("an unknown Thai page answers in Thai and links to the Thai home", async ({ page }) => {
  const response = await page.goto("/th/no-such-page-here");
  expect(response?.status()).toBe(404);
  expect(await response?.text()).toContain('<html lang="th">');
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่พบหน้าที่คุณต้องการ");
  await page.getByRole("main").getByRole("link", { name: "กลับหน้าแรก" }).click();
  await expect(page).toHaveURL(/\/th$/);
});

test("a product link under its category opens the product; an unknown product there says it is not found",
  async ({ page }) => {
  const [product] = await apiData<{ slug: string; name: string }[]>(page, "/api/product/?category=serum&per_page=1");
  if (!product) throw new Error("no serum in the seeded catalog");
  await page.goto(`/th/product/serum/${product.slug}`);
  await expect(page).toHaveURL(new RegExp(`/th/product/detail/${product.slug}$`));
  const thai = await apiData<{ name: string }>(page, `/api/product/${product.slug}`, "th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(thai.name);

  await page.goto("/product/serum/no-such-serum");
  await expect(page).toHaveURL(/\/product\/detail\/no-such-serum$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page could not be found");
});

test("the head the server wrote for crawlers gives way to the page's own once the app runs", async ({ page }) => {
  const [product] = await apiData<{ slug: string; name: string }[]>(page, "/api/product/?per_page=1");
  const response = await page.goto(`/product/detail/${product?.slug}`);
  expect(await response?.text()).toContain(`<title data-server-head>${product?.name}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product?.name ?? "");
  await expect(page).toHaveTitle(new RegExp(product?.name ?? ""));
  expect(await page.locator("head title").count()).toBe(1);
  expect(await page.locator("head [data-server-head]").count()).toBe(0);
});

test("an order that is not there says so, and offers a guest a way back to shopping", async ({ page }) => {
  const id = "00000000-0000-4000-8000-000000000000";
  await page.goto(`/th/order/${id}/complete`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่พบคำสั่งซื้อ");
  await expect(page.getByRole("link", { name: "ช้อปต่อ" })).toBeVisible();
  await page.goto(`/order/${id}/payment`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order not found");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText("We could not find this order.");
  await expect(page.getByText("Check the link in your order e-mail")).toBeVisible();
});
