import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { keepScreenshot, seriousA11yViolations, signUpMember, waitForShell } from "./support.ts";

// In both languages: a new member opens the check-phone dialog, saves a phone, edits and saves it again,
// goes to OTP verification with Verify, asks for a code, types a wrong one (error under the boxes, 'error!' toast),
// then the code from the SMS outbox, and lands on the verification-complete page.

const words = {
  en: {
    prefix: "", dialog: "Check your phone number", phone: "Phone number", country: "Country code", save: "Save",
    edit: "Edit",
    verify: "Verify", sendCode: "Send code", addPhone: "Add phone number", resend: "Resend code",
    digit: (n: number) => `Digit ${n}`,
    wrong: "That code is not right. Attempts left: 4.", errorTitle: "error!", complete: "Phone verified",
    notFound: "Not found",
    invalid: "Please enter a valid phone number.", verified:
      (phone: string) => `Your phone number ${phone} is verified.`,
    account: "Go to My Account", search: "Japan",
  },
  th: {
    prefix: "/th", dialog: "ตรวจสอบหมายเลขโทรศัพท์", phone: "เบอร์โทรศัพท์", country: "รหัสประเทศ", save: "บันทึก",
    edit: "แก้ไข",
    verify: "ยืนยัน", sendCode: "ส่งรหัส", addPhone: "เพิ่มเบอร์โทรศัพท์", resend: "ส่งรหัสอีกครั้ง",
    digit: (n: number) => `หลักที่ ${n}`,
    wrong: "รหัสไม่ถูกต้อง ลองได้อีก 4 ครั้ง", errorTitle: "เกิดข้อผิดพลาด!", complete: "ยืนยันเบอร์โทรศัพท์แล้ว",
    notFound: "ไม่พบข้อมูล",
    invalid: "กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง", verified:
      (phone: string) => `ยืนยันเบอร์โทรศัพท์ ${phone} เรียบร้อยแล้ว`,
    account: "ไปที่บัญชีของฉัน", search: "ญี่ปุ่น",
  },
} as const;

/** A Thai mobile nobody else has: 08x-xxx-xxxx, as typed and as E.164. */
function newMobile(): { typed: string; formatted: string; e164: string } {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const national = `81${rest}`;
  return {
    typed: `0${national}`,
    formatted: `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`,
    e164: `+66${national}`,
  };
}

/** The newest code texted to `e164`, from the development outbox. */
async function codeFromOutbox(page: Page, e164: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(e164)}`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { kind: string; body: string }[] };
    const sms = data.find((m) => m.kind === "sms");
    const match = sms ? /\b(\d{6})\b/.exec(sms.body) : null;
    expect(match, "an SMS with a 6-digit code").not.toBeNull();
    code = match![1]!;
  }).toPass({ timeout: 10_000 });
  return code;
}

async function typeCode(page: Page, w: (typeof words)["en" | "th"], code: string) {
  await page.getByRole("textbox", { name: w.digit(1), exact: true }).focus();
  await page.keyboard.type(code);
}

for (const lang of ["en", "th"] as const) {
  const w = words[lang];

  test(`phone verification (${lang}): check-phone dialog, edit and save, OTP from the outbox, verified`,
    async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signUpMember(page, lang, "phone");
    const first = newMobile();
    const second = newMobile();

    // A member without a phone: the OTP page offers to add one, which opens the check-phone dialog.
    await page.goto(`${w.prefix}/my-account/otp-verification`);
    await waitForShell(page);
    await page.getByRole("button", { name: w.addPhone }).click();
    const dialog = page.getByRole("dialog", { name: w.dialog });
    await expect(dialog).toBeVisible();

    // The prefix selector: default TH +66, searchable, 'Not found' when nothing matches.
    const country = dialog.getByRole("combobox", { name: w.country });
    await expect(country).toHaveValue("TH +66");
    await country.click();
    await country.fill("zzzz");
    await expect(page.getByText(w.notFound, { exact: true })).toBeVisible();
    await country.fill(w.search);
    await expect(page.getByRole("option", { name: new RegExp(w.search) })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(country).toHaveValue("TH +66");

    // An invalid number is refused under the field; a valid one saves and is shown read-only.
    const phone = dialog.getByRole("textbox", { name: w.phone });
    await phone.fill("08123");
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(dialog.getByText(w.invalid)).toBeVisible();
    await phone.fill(first.typed);
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(phone).toHaveAttribute("readonly", "");
    await expect(phone).toHaveValue(first.formatted);
    await keepScreenshot(page, testInfo, `phone-dialog-${lang}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Edit enables the field; Save updates the phone.
    await dialog.getByRole("button", { name: w.edit }).click();
    await expect(phone).not.toHaveAttribute("readonly", "");
    await phone.fill(second.typed);
    await dialog.getByRole("button", { name: w.save }).click();
    await expect(phone).toHaveValue(second.formatted);
    await expect(phone).toHaveAttribute("readonly", "");

    // Verify goes to OTP verification.
    await dialog.getByRole("button", { name: w.verify }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-account/otp-verification$`));
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: w.sendCode }).click();
    await expect(page.getByRole("textbox", { name: w.digit(6), exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: w.resend })).toBeDisabled();
    const code = await codeFromOutbox(page, second.e164);

    // A wrong code: the error under the boxes and an 'error!' toast.
    const wrong = code === "000000" ? "111111" : "000000";
    await typeCode(page, w, wrong);
    await expect(page.getByText(w.wrong).first()).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: w.errorTitle })).toBeVisible();
    await keepScreenshot(page, testInfo, `otp-error-${lang}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await typeCode(page, w, code);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-account/verification-complete$`));
    await expect(page.getByRole("heading", { level: 1, name: w.complete })).toBeVisible();
    await expect(page.getByText(w.verified(second.formatted))).toBeVisible();
    await expect(page.getByRole("link", { name: w.account })).toHaveAttribute("href", `${w.prefix}/my-account`);
    await keepScreenshot(page, testInfo, `verification-complete-${lang}`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The member's phone is saved as verified.
    const me = await page.request.get("/api/user/me", {
      headers: { authorization: (await page.evaluate(() => localStorage.getItem("auth._token.local"))) ?? "" },
    });
    const user = ((await me.json()) as { data: { phone: { e164: string } | null; phone_verified: boolean } }).data;
    expect(user).toMatchObject({ phone: { e164: second.e164 }, phone_verified: true });
  });
}
