// The checkout and orders paths, shared by checkout.spec.ts (desktop, 1440) and checkout.phone.spec.ts
// (phone, 375). Each reads only what a shopper sees: headings, labels, figures, the address bar.
import { expect, expectShown, test } from "./fixtures.ts";
import type { Page, TestInfo } from "@playwright/test";
import { setProductPrice } from "./database.ts";
import { apiData, keepScreenshot, seriousA11yViolations, signUpMember } from "./support.ts";

export type Lang = "en" | "th";
type Summary = { slug: string; name: string; price: number; stock: number };

export const words = {
  en: {
    prefix: "", add: "Add to cart", added: "Added to your cart", guest: "Continue as guest", checkout: "Checkout",
    email: "E-mail", firstName: "First name", lastName: "Last name", phone: "Phone number", street: "Street address",
    province: "Province", district: "District", subDistrict: "Sub-district", deliver: "Where should we deliver?",
    use: "Use this address", policy: "I accept the", place: "Place order", payment: "Payment", bangkok: "Bangkok",
    pathumWan: "Pathum Wan", lumpini: "Lumpini", emailMissing: "Please enter your e-mail.",
    policyMissing: "Please accept the terms and the privacy policy to place your order.", pending: "Pending Payment",
    changed: "Your order has changed", priceChanged: "the price changed from", confirm: "Confirm and place order",
    orders: "My Orders", payNow: "Pay now", reorder: "Re-order", addedToCart: "Added to your cart.",
    haveAccount: "Have an account?",
    shippingAddress: "Shipping address", total: "Total", placedOn: "Placed on", promo: "Promo code",
    tracking: "Tracking number",
    shippingTo: "Shipping to", subtotal: "Subtotal", quantity: "Total quantity", signedInAs: "Signed in as",
    details: "Your details",
  },
  th: {
    prefix: "/th", add: "เพิ่มลงตะกร้า", added: "เพิ่มลงตะกร้าแล้ว", guest: "ดำเนินการต่อโดยไม่เป็นสมาชิก",
    checkout: "ชำระเงิน",
    email: "อีเมล", firstName: "ชื่อ", lastName: "นามสกุล", phone: "เบอร์โทรศัพท์", street: "ที่อยู่ (บ้านเลขที่ ถนน)",
    province: "จังหวัด", district: "เขต/อำเภอ", subDistrict: "แขวง/ตำบล", deliver: "จัดส่งไปที่ไหน?",
    use: "ใช้ที่อยู่นี้", policy: "ฉันยอมรับ", place: "สั่งซื้อ", payment: "การชำระเงิน", bangkok: "กรุงเทพมหานคร",
    pathumWan: "ปทุมวัน", lumpini: "ลุมพินี", emailMissing: "โปรดกรอกอีเมลของคุณ",
    policyMissing: "โปรดยอมรับข้อกำหนดและนโยบายความเป็นส่วนตัวเพื่อสั่งซื้อ", pending: "รอชำระเงิน",
    changed: "คำสั่งซื้อของคุณมีการเปลี่ยนแปลง", priceChanged: "ราคาเปลี่ยนจาก", confirm: "ยืนยันและสั่งซื้อ",
    orders: "คำสั่งซื้อของฉัน", payNow: "ชำระเงินตอนนี้", reorder: "สั่งซื้ออีกครั้ง",
    addedToCart: "เพิ่มลงในตะกร้าแล้ว",
    haveAccount: "มีบัญชีอยู่แล้ว?", shippingAddress: "ที่อยู่จัดส่ง", total: "ยอดรวม", placedOn: "สั่งซื้อเมื่อ",
    promo: "รหัสโปรโมชั่น", tracking: "หมายเลขพัสดุ", shippingTo: "จัดส่งไปที่", subtotal: "ยอดรวมสินค้า",
    quantity: "จำนวนรวม",
    signedInAs: "เข้าสู่ระบบในชื่อ", details: "ข้อมูลของคุณ",
  },
} as const;
type Words = (typeof words)[Lang];

const ORDER_NUMBER = /SS-\d{4}-\d{6,}/;

/** A product with plenty of stock from the catalog; `pick` keeps the specs on different products. */
export async function productFor(page: Page, pick: number, lang: Lang): Promise<Summary> {
  const list = await apiData<Summary[]>(page, "/api/product/?category=cleanser&per_page=24", lang);
  const stocked = list.filter((p) => p.stock >= 30);
  const product = stocked[pick % stocked.length];
  if (!product) throw new Error("no stocked cleanser");
  return product;
}

/** On the product page, as a shopper: Add to cart, and wait for the confirmation. */
export async function addToCart(page: Page, w: Words, slug: string): Promise<void> {
  await page.goto(`${w.prefix}/product/detail/${slug}`);
  await page.getByRole("button", { name: w.add, exact: true }).first().click();
  await expectShown(page, w.added);
}

/** The guest's contact and a Bangkok address through the cascade. */
export async function fillGuest(page: Page, w: Words): Promise<void> {
  const form = page.getByRole("region", { name: w.details });
  await form.getByRole("textbox", { name: w.email }).fill(`guest-${Date.now()}@example.com`);
  await form.getByRole("textbox", { name: w.firstName }).first().fill("Malee");
  await form.getByRole("textbox", { name: w.lastName }).first().fill("Suksai");
  const phone = form.getByRole("textbox", { name: w.phone }).first();
  await expect(phone).toBeEditable();
  await phone.fill("0812345678");
  // The recipient's names and phone start as the contact's (the shopper may change them for someone else).
  const address = page.getByRole("form", { name: w.deliver });
  await expect(address.getByRole("textbox", { name: w.firstName })).toHaveValue("Malee");
  await expect(address.getByRole("textbox", { name: w.lastName })).toHaveValue("Suksai");
  await expect(address.getByRole("textbox", { name: w.phone })).toHaveValue(/081/);
  await address.getByRole("textbox", { name: w.street }).fill("99/1 Soi Ruam Rudee");
  const select = (label: string) => address.getByRole("combobox", { name: new RegExp(`^${label}`) });
  await select(w.province).selectOption({ label: w.bangkok });
  await expect(select(w.district)).toBeEnabled();
  await select(w.district).selectOption({ label: w.pathumWan });
  await expect(select(w.subDistrict)).toBeEnabled();
  await select(w.subDistrict).selectOption({ label: w.lumpini });
  await address.getByRole("button", { name: w.use }).click();
  await expect(page.getByRole("button", { name: w.use })).toHaveCount(0);
}

export async function acceptPolicy(page: Page, w: Words): Promise<void> {
  // With the keyboard: on a phone the sticky header can sit over the box where a click would land.
  const box = page.getByRole("checkbox", { name: new RegExp(`^${w.policy}`) });
  await box.focus();
  await page.keyboard.press("Space");
  await expect(box).toBeChecked();
}

export async function placeOrder(page: Page, w: Words): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${w.place} ·`) }).click();
}

/** The payment page: the order's number, Pending Payment and its total; answers the number. */
export async function expectPaymentPage(page: Page, w: Words): Promise<string> {
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/order/[0-9a-f-]{36}/payment\\?token=`));
  await expect(page.getByRole("heading", { level: 1, name: w.payment })).toBeVisible();
  await expect(page.getByText(w.pending).first()).toBeVisible();
  const heading = await page.getByRole("heading", { level: 2 }).first().innerText();
  const number = ORDER_NUMBER.exec(heading)?.[0];
  expect(number, "the order's number is shown").toBeTruthy();
  return number ?? "";
}

export async function guestCheckout(page: Page, testInfo: TestInfo, lang: Lang): Promise<void> {
  const w = words[lang];
  const product = await productFor(page, lang === "en" ? 0 : 1, lang);
  await addToCart(page, w, product.slug);
  await page.goto(`${w.prefix}/my-cart`);
  await page.getByRole("button", { name: w.guest }).click();
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout$`));
  await expect(page.getByRole("heading", { level: 1, name: w.checkout })).toBeVisible();
  await expect(page.getByRole("contentinfo"), "no footer on checkout").toHaveCount(0);
  await expect(page.getByText(w.haveAccount)).toBeVisible();
  await expect(page.getByRole("img", { name: "" }).first()).toBeAttached();
  await expect(page.getByText(product.name).first()).toBeVisible();

  // Bad input: nothing placed, messages in the page's language.
  await placeOrder(page, w);
  await expect(page.getByText(w.emailMissing)).toBeVisible();
  await expect(page.getByText(w.policyMissing)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await fillGuest(page, w);
  await acceptPolicy(page, w);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, `checkout-guest-${lang}`, { fullPage: true });
  await placeOrder(page, w);
  await expectPaymentPage(page, w);
  await keepScreenshot(page, testInfo, `order-payment-${lang}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** A member with a saved default address places an order, finds it in My Orders, opens it and re-orders. */
export async function memberCheckoutAndOrders(page: Page, testInfo: TestInfo, lang: Lang): Promise<void> {
  const w = words[lang];
  const { token } = await signUpMember(page, lang, "checkout");
  await saveHomeAddress(page, token, lang);
  const product = await productFor(page, lang === "en" ? 2 : 3, lang);
  await addToCart(page, w, product.slug);
  await page.goto(`${w.prefix}/checkout`);
  await expect(page.getByText(w.signedInAs)).toBeVisible();
  await expect(page.getByRole("radio", { name: /Ploy Srisuk/ })).toBeChecked();
  await acceptPolicy(page, w);
  await keepScreenshot(page, testInfo, `checkout-member-${lang}`, { fullPage: true });
  await placeOrder(page, w);
  const number = await expectPaymentPage(page, w);

  await page.goto(`${w.prefix}/my-account/my-orders`);
  await expect(page.getByRole("heading", { level: 1, name: w.orders })).toBeVisible();
  const row = page.getByRole("link").filter({ hasText: number });
  await expect(row).toContainText(w.pending);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, `my-orders-${lang}`);
  await row.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  for (const label of [w.placedOn, w.quantity, w.tracking, w.shippingTo, w.promo, w.subtotal]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText("12 Sukhumvit Soi 11", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: w.payNow })).toHaveAttribute("href", /\/order\/[0-9a-f-]{36}\/payment$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, `my-order-${lang}`, { fullPage: true });
  await page.getByRole("button", { name: w.reorder }).click();
  await expectShown(page, w.addedToCart);
  const cart = await page.evaluate(() => localStorage.getItem("cart_id"));
  expect(cart, "re-order left a cart in the browser").toBeTruthy();
}

/** The member's default shipping address (Ploy Srisuk, 12 Sukhumvit Soi 11), saved as My Shipping saves it. */
export async function saveHomeAddress(page: Page, token: string, lang: Lang): Promise<void> {
  const address = await page.request.post("/api/user/address", {
    headers: { Authorization: `Bearer ${token}`, "Accept-Language": lang },
    data: {
      kind: "shipping", place_type: "home", first_name: "Ploy", last_name: "Srisuk",
      phone: { country_code: "TH", number: "0891234567" }, street_address: "12 Sukhumvit Soi 11",
      province_id: await placeId(page, "province"), district_id: await placeId(page, "district"),
      sub_district_id: await placeId(page, "sub-district"), postal_code: "10330", is_default: true,
    },
  });
  expect(address.status(), await address.text()).toBeLessThan(300);
}

/** The Bangkok / Pathum Wan / Lumpini ids of the general location calls. */
async function placeId(page: Page, level: "province" | "district" | "sub-district"): Promise<number> {
  type Place = { id: number; name: string };
  const provinces = await apiData<Place[]>(page, "/api/general/location/province/all");
  const bangkok = provinces.find((p) => p.name === "Bangkok");
  if (level === "province") return bangkok?.id ?? 0;
  const districts = await apiData<Place[]>(page, `/api/general/location/district/all?province_id=${bangkok?.id}`);
  const pathumWan = districts.find((d) => d.name === "Pathum Wan");
  if (level === "district") return pathumWan?.id ?? 0;
  const subs = await apiData<Place[]>(page, `/api/general/location/sub-district/all?district_id=${pathumWan?.id}`);
  return subs.find((s) => s.name === "Lumpini")?.id ?? 0;
}

/** A price rises between the cart and Place order: the change is shown per line and placed only once confirmed. */
export async function changedPriceConfirmed(page: Page, testInfo: TestInfo, lang: Lang): Promise<void> {
  const w = words[lang];
  // Its own product per language and width: the other runs must not see this price.
  const offset = testInfo.project.name === "phone" ? 6 : 0;
  const product = await productFor(page, offset + (lang === "en" ? 4 : 5), lang);
  await addToCart(page, w, product.slug);
  await page.goto(`${w.prefix}/checkout`);
  await fillGuest(page, w);
  await acceptPolicy(page, w);
  const old = await setProductPrice(product.slug, product.price + 5000);
  try {
    await placeOrder(page, w);
    const panel = page.getByRole("alert").filter({ hasText: w.changed });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(product.name);
    await expect(panel).toContainText(w.priceChanged);
    await keepScreenshot(page, testInfo, `checkout-changed-${lang}`);
    await panel.getByRole("button", { name: w.confirm }).click();
    await expectPaymentPage(page, w);
  } finally {
    await setProductPrice(product.slug, old);
  }
}

/** The three paths in both languages; checkout.spec.ts runs them at 1440 and checkout.phone.spec.ts at 375. */
export function checkoutSpecs(): void {
  for (const lang of ["en", "th"] as const) {
    test(`${lang}: a guest checks out from the cart to the payment page`, async ({ page }, info) => {
      test.setTimeout(180_000);
      await guestCheckout(page, info, lang);
    });
    test(`${lang}: a member with a saved address orders, sees it in My Orders and re-orders`,
      async ({ page }, info) => {
      test.setTimeout(180_000);
      await memberCheckoutAndOrders(page, info, lang);
    });
    test(`${lang}: a changed price is shown at the pre-check and placed once confirmed`, async ({ page }, info) => {
      test.setTimeout(180_000);
      await changedPriceConfirmed(page, info, lang);
    });
  }
}
