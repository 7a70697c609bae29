import { expect, expectShown, test } from "./fixtures.ts";
import type { Locator } from "@playwright/test";
import { apiData, waitForShell } from "./support.ts";

// The shopping path in both languages: a category page, a brand and a price filter kept in the URL, a
// product, two units in the cart, the header badge, then the cart summary with an expired and a valid seeded coupon.

type Summary = { slug: string; name: string; price: number; stock: number; brand: { slug: string; name: string } };

/** A brand with two serums at different prices and plenty of stock on the dearer one (other specs may buy some). */
const BRAND = "bomi-derm";
const CATEGORY = "serum";

const words = {
  en: {
    prefix: "", categories: "Shop by category", filters: "Filters", minPrice: "Minimum price",
    increase: "Increase quantity",
    add: "Add to cart", added: "Added to your cart", summary: "Order summary",
    cart: (n: number) => `Cart, ${n} ${n === 1 ? "item" : "items"}`,
    couponCode: "Coupon code", apply: "Apply", expired: "This coupon has expired.", applied: "Applied coupon",
    subtotal: "Subtotal", discount: "Discount", shipping: "Shipping", total: "Total", free: "Free", close: "Close",
    count: (n: number) => `${n} products`,
    shippingMethod: "Shipping method", standard: "Standard delivery", express: "Express delivery",
    pickup: "Pick up at a branch",
    branch: "Choose a branch",
  },
  th: {
    prefix: "/th", categories: "ช้อปตามหมวดหมู่", filters: "ตัวกรอง", minPrice: "ราคาต่ำสุด", increase: "เพิ่มจำนวน",
    add: "เพิ่มลงตะกร้า", added: "เพิ่มลงตะกร้าแล้ว", cart: (n: number) => `ตะกร้า ${n} ชิ้น`,
    summary: "สรุปคำสั่งซื้อ",
    couponCode: "รหัสคูปอง", apply: "ใช้", expired: "คูปองนี้หมดอายุแล้ว", applied: "คูปองที่ใช้",
    subtotal: "ยอดรวมสินค้า", discount: "ส่วนลด", shipping: "การจัดส่ง", total: "ยอดรวมทั้งสิ้น", free: "ฟรี",
    close: "ปิด",
    count: (n: number) => `สินค้า ${n} รายการ`,
    shippingMethod: "วิธีจัดส่ง", standard: "จัดส่งแบบมาตรฐาน", express: "จัดส่งแบบด่วน", pickup: "รับสินค้าที่สาขา",
    branch: "เลือกสาขา",
  },
} as const;

/** "฿2,682" or "฿2,682.50" (either language, contract/money.ts) in satang; the word for free shipping is 0. */
function satang(text: string, free: string): number {
  if (text.trim() === free) return 0;
  const digits = text.replace(/[^\d.]/g, "");
  expect(digits, `"${text}" is an amount`).toMatch(/^\d+(\.\d{2})?$/);
  return Math.round(Number(digits) * 100);
}

/** The amount shown beside a summary term whose text starts with `label` ("Discount (Welcome 10% off)"). */
function amountBeside(summary: Locator, label: string): Locator {
  return summary.getByRole("term").filter({ hasText: new RegExp(`^${label}`) })
    .locator("xpath=following-sibling::dd[1]");
}

async function readAmount(summary: Locator, label: string, free: string): Promise<number> {
  return satang(await amountBeside(summary, label).innerText(), free);
}

for (const language of ["en", "th"] as const) {
  const w = words[language];

  test(`${language}: filter a category by brand and price, add two to the cart and apply coupons`, async ({ page }) => {
    test.setTimeout(120_000);
    const serums = await apiData<Summary[]>(page, `/api/product/?category=${CATEGORY}&brand=${BRAND}`, language);
    expect(serums.length, "the seeded brand has two serums").toBe(2);
    const [cheaper, dearer] = [...serums].sort((a, b) => a.price - b.price) as [Summary, Summary];
    expect(dearer.price).toBeGreaterThan(cheaper.price);
    expect(dearer.stock, "enough stock that other specs cannot sell it out").toBeGreaterThan(50);
    const brandName = dearer.brand.name;

    // A category tile on the home page leads to the category listing.
    await page.goto(`${w.prefix}/`);
    await waitForShell(page);
    await page.getByRole("region", { name: w.categories }).locator(`a[href="${w.prefix}/product/${CATEGORY}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/product/${CATEGORY}$`));
    const main = page.getByRole("main");
    const filters = page.getByRole("complementary", { name: w.filters });
    await expect(filters).toBeVisible();
    const inCategory = await apiData<Summary[]>(page, `/api/product/?category=${CATEGORY}&per_page=60`, language);
    await expect(main.getByText(w.count(inCategory.length), { exact: true })).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(Math.min(inCategory.length, 24));
    expect(inCategory.length).toBeGreaterThan(serums.length);

    // Brand: the checkbox sits under its label text, as a shopper clicks it.
    await filters.getByRole("checkbox", { name: new RegExp(`^${brandName}`) }).check({ force: true });
    await expect(page).toHaveURL(new RegExp(`/product/${CATEGORY}\\?brand=${BRAND}$`));
    await expect(main.getByText(w.count(2), { exact: true })).toBeVisible();
    await expect(main.getByRole("article")).toHaveCount(2);
    await expect(filters.getByRole("checkbox", { name: new RegExp(`^${brandName}`) })).toBeChecked();

    // Price: the minimum thumb as far right as it goes leaves only the dearer serum.
    const minimum = filters.getByRole("slider", { name: w.minPrice });
    await minimum.focus();
    await minimum.press("End");
    await expect(page).toHaveURL(new RegExp(`brand=${BRAND}&price_min=\\d+$`));
    await expect(main.getByRole("article")).toHaveCount(1);
    await expect(main.getByRole("link", { name: dearer.name, exact: true })).toBeVisible();
    const priceMin = Number(new URL(page.url()).searchParams.get("price_min"));
    expect(priceMin).toBeGreaterThan(cheaper.price);
    expect(priceMin).toBeLessThanOrEqual(dearer.price);

    // A reload keeps both filters.
    await page.reload();
    await expect(main.getByRole("article")).toHaveCount(1);
    await expect(filters.getByRole("checkbox", { name: new RegExp(`^${brandName}`) })).toBeChecked();

    // The product page: two units into the cart.
    await main.getByRole("link", { name: dearer.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/product/detail/${dearer.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dearer.name);
    // Its photo shows: the gallery's large image, a WebP the server draws (decision 0172).
    const photo = main.getByRole("img", { name: dearer.name }).first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThanOrEqual(600);
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp(\?|$)/);
    await page.getByRole("button", { name: w.increase, exact: true }).click();
    await page.getByRole("button", { name: w.add, exact: true }).click();
    await expectShown(page, w.added);
    const badge = page.getByRole("banner").getByRole("link", { name: w.cart(2) });
    await expect(badge).toBeVisible();

    await badge.click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-cart$`));
    const summary = page.getByRole("region", { name: w.summary });
    await expect(summary).toBeVisible();
    await expect(amountBeside(summary, w.subtotal)).toHaveText(/\d/);
    const subtotal = await readAmount(summary, w.subtotal, w.free);
    expect(subtotal).toBe(2 * dearer.price);
    const totalBefore = await readAmount(summary, w.total, w.free);
    expect(totalBefore).toBe(subtotal + (await readAmount(summary, w.shipping, w.free)));

    // The expired coupon is refused in words and changes nothing.
    const code = summary.getByRole("textbox", { name: w.couponCode });
    await code.fill("SUMMER25");
    await summary.getByRole("button", { name: w.apply, exact: true }).click();
    await expect(summary.getByText(w.expired)).toBeVisible();
    // The refusal also comes as an alert that stays until the shopper closes it (spec §9).
    await page.getByRole("alert").getByRole("button", { name: w.close, exact: true }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(summary.getByRole("term").filter({ hasText: new RegExp(`^${w.discount}`) })).toHaveCount(0);
    expect(await readAmount(summary, w.total, w.free)).toBe(totalBefore);

    // WELCOME10 takes 10% off, and the total is subtotal − discount + shipping.
    await code.fill("WELCOME10");
    await summary.getByRole("button", { name: w.apply, exact: true }).click();
    await expect(summary.getByRole("group", { name: w.applied })).toContainText("WELCOME10");
    await expect(amountBeside(summary, w.discount)).toBeVisible();
    const discount = await readAmount(summary, w.discount, w.free);
    expect(discount).toBe(Math.round(subtotal / 10));
    const shipping = await readAmount(summary, w.shipping, w.free);
    const total = await readAmount(summary, w.total, w.free);
    expect(total).toBe(subtotal - discount + shipping);
    expect(total).toBeLessThan(totalBefore);

    // Shipping: express costs ฿120, pickup at a chosen branch is free; the totals are the server's answer each time.
    const method = summary.getByRole("group", { name: w.shippingMethod });
    await expect(method.getByRole("radio", { name: new RegExp(`^${w.standard}`) })).toBeChecked();
    await method.getByRole("radio", { name: new RegExp(`^${w.express}`) }).check();
    await expect.poll(() => readAmount(summary, w.shipping, w.free)).toBe(12_000);
    expect(await readAmount(summary, w.total, w.free)).toBe(subtotal - discount + 12_000);
    const store = await apiData<{ branches: { id: number; name: string }[] }>(page, "/api/general/store", language);
    const branch = store.branches[1] ?? store.branches[0];
    if (!branch) throw new Error("the seed has branches");
    await method.getByRole("radio", { name: new RegExp(`^${w.pickup}`) }).check();
    const branches = method.getByRole("group", { name: w.branch });
    await expect(branches.getByRole("radio")).toHaveCount(store.branches.length);
    // Nothing is sent until a branch is picked: still express.
    expect(await readAmount(summary, w.shipping, w.free)).toBe(12_000);
    await branches.getByRole("radio", { name: new RegExp(`^${branch.name}`) }).check();
    await expect.poll(() => readAmount(summary, w.shipping, w.free)).toBe(0);
    expect(await readAmount(summary, w.total, w.free)).toBe(subtotal - discount);
    // A reload shows the cart as the server keeps it: pickup at that branch.
    await page.reload();
    await expect(summary.getByRole("group", { name: w.branch }).getByRole("radio",
      { name: new RegExp(`^${branch.name}`) })).toBeChecked();
    await expect(method.getByRole("radio", { name: new RegExp(`^${w.pickup}`) })).toBeChecked();
  });
}
