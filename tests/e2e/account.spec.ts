import { expect, expectShown, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { keepScreenshot, seriousA11yViolations, signUpMember, waitForShell } from "./support.ts";

// In both languages: a new member edits the profile (toast, kept after a reload), adds two addresses
// through the Thai cascade (post code filled from the sub-district), sets the other one as default, deletes one,
// copies a shipping address to billing, and finally deletes the account and is signed out.

const words = {
  en: {
    prefix: "", account: "My Account", shipping: "My Shipping", sections: "Account sections",
    personal: "Personal information",
    firstName: "First name", lastName: "Last name", birthDate: "Birth date", save: "Save",
    edited: "Personal information has been edited!",
    addAddress: "Add address", newShipping: "New shipping address", condo: "Condo", phone: "Phone number",
    street: "Street address",
    province: "Province", district: "District", subDistrict: "Sub-district", postCode: "Post code",
    useDefault: "Use as my default address",
    saved: "The address has been saved.", shippingList: "Shipping addresses", billingList: "Billing addresses",
    default: "Default",
    setDefault: (name: string) => `Set as default, ${name}`, remove: (name: string) => `Delete, ${name}`, yes: "Yes",
    defaultChanged: "Your default address has been changed.", deleted: "The address has been deleted.",
    sameAsShipping: "Same as shipping address", billingSaved: "The billing address has been saved.",
    deleteAccount: "Delete account", confirmDelete: "Delete Account", accountDeleted: "Your account has been deleted.",
    logIn: "Log in",
    required: "Please enter a first name.", choose: "Please choose a province.",
    places: { bangkok: "Bangkok", pathumWan: "Pathum Wan", lumpini: "Lumpini", chiangMai: "Chiang Mai",
      mueang: "Mueang Chiang Mai" },
  },
  th: {
    prefix: "/th", account: "บัญชีของฉัน", shipping: "ที่อยู่จัดส่งของฉัน", sections: "เมนูบัญชีของฉัน",
    personal: "ข้อมูลส่วนตัว",
    firstName: "ชื่อ", lastName: "นามสกุล", birthDate: "วันเกิด", save: "บันทึก",
    edited: "แก้ไขข้อมูลส่วนตัวเรียบร้อยแล้ว!",
    addAddress: "เพิ่มที่อยู่", newShipping: "ที่อยู่จัดส่งใหม่", condo: "คอนโด", phone: "เบอร์โทรศัพท์",
    street: "ที่อยู่ (บ้านเลขที่ ถนน)",
    province: "จังหวัด", district: "เขต/อำเภอ", subDistrict: "แขวง/ตำบล", postCode: "รหัสไปรษณีย์",
    useDefault: "ใช้เป็นที่อยู่เริ่มต้นของฉัน",
    saved: "บันทึกที่อยู่เรียบร้อยแล้ว", shippingList: "ที่อยู่จัดส่ง", billingList: "ที่อยู่สำหรับออกใบกำกับภาษี",
    default: "ค่าเริ่มต้น",
    setDefault: (name: string) => `ตั้งเป็นค่าเริ่มต้น, ${name}`, remove: (name: string) => `ลบ, ${name}`, yes: "ใช่",
    defaultChanged: "เปลี่ยนที่อยู่เริ่มต้นเรียบร้อยแล้ว", deleted: "ลบที่อยู่เรียบร้อยแล้ว",
    sameAsShipping: "ใช้ที่อยู่เดียวกับที่อยู่จัดส่ง", billingSaved: "บันทึกที่อยู่สำหรับออกใบกำกับภาษีเรียบร้อยแล้ว",
    deleteAccount: "ลบบัญชี", confirmDelete: "ลบบัญชี", accountDeleted: "ลบบัญชีของคุณเรียบร้อยแล้ว",
    logIn: "เข้าสู่ระบบ",
    required: "กรุณากรอกชื่อ", choose: "กรุณาเลือกจังหวัด",
    places: { bangkok: "กรุงเทพมหานคร", pathumWan: "ปทุมวัน", lumpini: "ลุมพินี", chiangMai: "เชียงใหม่",
      mueang: "เมืองเชียงใหม่" },
  },
} as const;

type Words = (typeof words)[keyof typeof words];

/** A select by its label (the label ends with the required mark, and "District" is inside "Sub-district"). */
const picker = (page: Page, form: string, label: string) =>
  page.getByRole("form", { name: form }).getByRole("combobox", { name: new RegExp(`^${label}`) });

/** The cascade choices as a shopper makes them; each list arrives in the shopper's language. */
async function chooseCascade(page: Page, w: Words, province: string, district: string, subDistrict: string | null) {
  await picker(page, w.newShipping, w.province).selectOption({ label: province });
  await expect(picker(page, w.newShipping, w.district)).toBeEnabled();
  await picker(page, w.newShipping, w.district).selectOption({ label: district });
  await expect(picker(page, w.newShipping, w.subDistrict)).toBeEnabled();
  if (subDistrict) await picker(page, w.newShipping, w.subDistrict).selectOption({ label: subDistrict });
  else await picker(page, w.newShipping, w.subDistrict).selectOption({ index: 1 });
}

async function fillAddress(page: Page, w: Words, person: { first: string; last: string; phone: string;
  street: string }) {
  const form = page.getByRole("form", { name: w.newShipping });
  await form.getByRole("textbox", { name: w.firstName }).fill(person.first);
  await form.getByRole("textbox", { name: w.lastName }).fill(person.last);
  const phone = form.getByRole("textbox", { name: w.phone });
  await expect(phone).toBeEditable();
  await phone.fill(person.phone);
  await form.getByRole("textbox", { name: w.street }).fill(person.street);
}

for (const lang of ["en", "th"] as const) {
  const w = words[lang];

  test(`account (${lang}): the profile is edited with a toast and kept after a reload`, async ({ page }, testInfo) => {
    await signUpMember(page, lang, "profile");
    await page.goto(`${w.prefix}/my-account`);
    await waitForShell(page);
    await expect(page.getByRole("heading", { level: 1, name: w.account })).toBeVisible();
    const nav = page.getByRole("navigation", { name: w.sections });
    await expect(nav.getByRole("link", { name: w.account })).toHaveAttribute("aria-current", "page");
    const profile = page.getByRole("region", { name: w.personal });
    await profile.getByRole("textbox", { name: w.firstName }).fill("Ploy");
    await profile.getByRole("textbox", { name: w.lastName }).fill("Srisuk");
    await profile.getByLabel(w.birthDate).fill("1995-04-12");
    await profile.getByRole("button", { name: w.save }).click();
    await expectShown(page, w.edited);
    await page.reload();
    await expect(profile.getByRole("textbox", { name: w.firstName })).toHaveValue("Ploy");
    await expect(profile.getByRole("textbox", { name: w.lastName })).toHaveValue("Srisuk");
    await expect(profile.getByLabel(w.birthDate)).toHaveValue("1995-04-12");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `my-account-${lang}`, { fullPage: true });
  });

  test(`account (${lang}): addresses through the Thai cascade, a default, billing, a deletion`,
    async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signUpMember(page, lang, "addresses");

    // My Shipping through the section nav.
    await page.goto(`${w.prefix}/my-account`);
    const nav = page.getByRole("navigation", { name: w.sections });
    await nav.getByRole("link", { name: w.shipping }).click();
    await expect(page.getByRole("heading", { level: 1, name: w.shipping })).toBeVisible();
    await expect(nav.getByRole("link", { name: w.shipping })).toHaveAttribute("aria-current", "page");

    // First address: nothing is sent until the form is complete; the post code comes from the sub-district.
    await page.getByRole("button", { name: w.addAddress, exact: true }).click();
    const form = page.getByRole("form", { name: w.newShipping });
    await form.getByRole("button", { name: w.save }).click();
    await expect(form.getByText(w.required)).toBeVisible();
    await expect(form.getByText(w.choose)).toBeVisible();
    await form.getByRole("radio", { name: w.condo }).check({ force: true });
    await fillAddress(page, w, { first: "Ploy", last: "Srisuk", phone: "0812345678", street: "88/9 Soi Sukhumvit 24" });
    await chooseCascade(page, w, w.places.bangkok, w.places.pathumWan, w.places.lumpini);
    await expect(form.getByRole("textbox", { name: w.postCode })).toHaveValue("10330");
    // Changing the province clears what depended on it.
    await picker(page, w.newShipping, w.province).selectOption({ label: w.places.chiangMai });
    await expect(picker(page, w.newShipping, w.district)).toHaveValue("");
    await expect(form.getByRole("textbox", { name: w.postCode })).toHaveValue("");
    await chooseCascade(page, w, w.places.bangkok, w.places.pathumWan, w.places.lumpini);
    await expect(form.getByRole("textbox", { name: w.postCode })).toHaveValue("10330");
    await keepScreenshot(page, testInfo, `my-address-form-${lang}`, { fullPage: true });
    await form.getByRole("button", { name: w.save }).click();
    await expectShown(page, w.saved);
    const shipping = page.getByRole("list", { name: w.shippingList });
    const ploy = shipping.getByRole("listitem").filter({ hasText: "Ploy Srisuk" });
    await expect(ploy).toContainText("081 234 5678");
    await expect(ploy).toContainText(w.places.lumpini);
    await expect(ploy).toContainText("10330");

    // Second address in Chiang Mai; its post code is whatever its first sub-district has.
    await page.getByRole("button", { name: w.addAddress, exact: true }).click();
    await fillAddress(page, w, { first: "Nok", last: "Chaiyo", phone: "0898765432", street: "12 Nimmanhaemin Rd" });
    await chooseCascade(page, w, w.places.chiangMai, w.places.mueang, null);
    await expect(form.getByRole("textbox", { name: w.postCode })).toHaveValue(/^50\d{3}$/);
    await form.getByRole("button", { name: w.save }).click();
    await expectShown(page, w.saved);
    const nok = shipping.getByRole("listitem").filter({ hasText: "Nok Chaiyo" });
    await expect(nok).toBeVisible();

    // Set the second as default: the badge moves.
    await page.getByRole("button", { name: w.setDefault("Nok Chaiyo") }).click();
    await expectShown(page, w.defaultChanged);
    await expect(nok.getByText(w.default, { exact: true })).toBeVisible();
    await expect(ploy.getByText(w.default, { exact: true })).toHaveCount(0);

    // Billing same as shipping.
    await page.getByRole("button", { name: w.sameAsShipping }).click();
    await page.getByRole("form", { name: w.sameAsShipping }).getByRole("button", { name: w.save }).click();
    await expectShown(page, w.billingSaved);
    await expect(page.getByRole("list", { name: w.billingList }).getByRole("listitem")).toHaveCount(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, `my-address-${lang}`, { fullPage: true });

    // Delete one after the confirm.
    await page.getByRole("button", { name: w.remove("Ploy Srisuk") }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.yes }).click();
    await expectShown(page, w.deleted);
    await expect(ploy).toHaveCount(0);
    await page.reload();
    await expect(shipping.getByRole("listitem")).toHaveCount(1);
  });

  test(`account (${lang}): deleting it asks first, then signs out at home; the token is dead`, async ({ page }) => {
    const { token } = await signUpMember(page, lang, "delete");
    await page.goto(`${w.prefix}/my-account`);
    await page.getByRole("button", { name: w.deleteAccount }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: w.confirmDelete }).click();
    await expectShown(page, w.accountDeleted);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/?$`));
    await expect(page.getByRole("banner").getByRole("button", { name: w.logIn }).or(
      page.getByRole("banner").getByRole("link", { name: w.logIn })).first()).toBeVisible();
    const me = await page.request.get("/api/user/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
}
