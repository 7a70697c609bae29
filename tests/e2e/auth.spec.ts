import { expect, expectShown, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { TOAST_DELAYS } from "#machines/toast.machine.ts";
import { apiData, seriousA11yViolations, waitForShell } from "./support.ts";

// In both languages: register, sign out, sign in with a guest cart that merges into the member's
// cart; reset the password through the dev outbox; sign in with the sandbox Google provider, which refuses an e-mail a
// password account holds without having proved it (decision 0077).

const words = {
  en: {
    prefix: "", logIn: "Log in", logOut: "Log out", signUp: "Sign up", account: "My Account", email: "Email",
    password: "Password",
    confirm: "Confirm password", terms: "I accept the terms of service", remember: "Remember me",
    forgot: "Forgot password?",
    forgotTitle: "Forgot password", send: "Send reset link", close: "Close", resetTitle: "Reset password",
    newPassword: "New password",
    saveNew: "Save new password", login: "Login", google: "Continue with Google", allow: "Continue as Sandbox Shopper",
    registered: "Registered successfully.", signedIn: "Signed in successfully.", signedOut: "Log out successfully!",
    wrong: "Something went wrong!", policy: "Use at least 8 characters",
    cart: (n: number) => `Cart, ${n} ${n === 1 ? "item" : "items"}`,
    required: "Please enter your email.", taken: "This email already has an account", withEmail: "Log in with email",
    takenText: "To use Google with it too, first reset your password",
  },
  th: {
    prefix: "/th", logIn: "เข้าสู่ระบบ", logOut: "ออกจากระบบ", signUp: "สมัครสมาชิก", account: "บัญชีของฉัน",
    email: "อีเมล",
    password: "รหัสผ่าน", confirm: "ยืนยันรหัสผ่าน", terms: "ฉันยอมรับข้อกำหนดการให้บริการ", remember: "จดจำฉัน",
    forgot: "ลืมรหัสผ่าน?", forgotTitle: "ลืมรหัสผ่าน", send: "ส่งลิงก์ตั้งรหัสผ่านใหม่", close: "ปิด",
    resetTitle: "ตั้งรหัสผ่านใหม่",
    newPassword: "รหัสผ่านใหม่", saveNew: "บันทึกรหัสผ่านใหม่", login: "เข้าสู่ระบบ", google: "ดำเนินการต่อด้วย Google",
    allow: "ดำเนินการต่อในชื่อ Sandbox Shopper", registered: "สมัครสมาชิกสำเร็จ", signedIn: "เข้าสู่ระบบสำเร็จ",
    signedOut: "ออกจากระบบสำเร็จ!", wrong: "เกิดข้อผิดพลาด!", cart: (n: number) => `ตะกร้า ${n} ชิ้น`,
    policy: "ใช้อย่างน้อย 8 ตัวอักษร",
    required: "กรุณากรอกอีเมล", taken: "อีเมลนี้มีบัญชีอยู่แล้ว", withEmail: "เข้าสู่ระบบด้วยอีเมล",
    takenText: "หากต้องการใช้ Google กับบัญชีนี้ด้วย กรุณาตั้งรหัสผ่านใหม่",
  },
} as const;

type Words = (typeof words)[keyof typeof words];
type Summary = { id: number; slug: string; name: string; stock: number };

const PASSWORD = "Glow2026!";
let counter = 0;
const uniqueEmail = (tag: string) => `h3-${tag}-${Date.now().toString(36)}-${++counter}@example.com`;

async function openSignIn(page: Page, w: Words) {
  await page.getByRole("banner").getByRole("button", { name: w.logIn, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: w.logIn });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signIn(page: Page, w: Words, email: string, password: string) {
  const dialog = await openSignIn(page, w);
  await dialog.getByRole("textbox", { name: w.email }).fill(email);
  await dialog.getByRole("textbox", { name: w.password, exact: true }).fill(password);
  await dialog.getByRole("button", { name: w.logIn, exact: true }).click();
  await expectShown(page, w.signedIn);
  await expect(dialog).toBeHidden();
}

/** A password account registered in `language` (its mails, and their links, come in that language). */
async function registerWithPassword(page: Page, language: "en" | "th", email: string) {
  const created = await page.request.post("/api/auth/register", {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD }, headers: { "accept-language": language },
  });
  expect(created.status()).toBe(201);
}

/** In the open forgot-password dialog: asks the link for `email`, sees it sent, and closes the dialog. */
async function sendResetLink(page: Page, w: Words, email: string) {
  const forgot = page.getByRole("dialog", { name: w.forgotTitle });
  await forgot.getByRole("textbox", { name: w.email }).fill(email);
  await forgot.getByRole("button", { name: w.send }).click();
  await expect(forgot.getByRole("status")).toBeVisible();
  await forgot.getByRole("button", { name: w.close }).filter({ hasText: w.close }).click();
  await expect(forgot).toBeHidden();
}

/** The reset link (with token and email) in the newest mail to `email` in the dev outbox. */
async function mailedResetLink(page: Page, email: string): Promise<URL> {
  const mails = await apiData<{ body: string }[]>(page, `/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const link = /https?:\/\/\S*\/auth\/reset-password\?\S+/.exec(mails[0]?.body ?? "")?.[0];
  expect(link, "the reset mail has a link").toBeTruthy();
  return new URL(link!);
}

/** From /login through the sandbox Google consent page with `email`; the shopper then comes back to the shop. */
async function continueWithGoogle(page: Page, w: Words, language: "en" | "th", email: string) {
  await page.goto(`${w.prefix}/login`);
  await page.getByRole("dialog", { name: w.logIn }).getByRole("button", { name: w.google }).click();
  await expect(page).toHaveURL(/\/sandbox\/oauth\/google\/authorize/);
  await page.getByLabel(language === "en" ? "Email" : "อีเมล").fill(email);
  await page.getByRole("button", { name: w.allow }).click();
}

/** The signed-in member as GET /api/user/me answers it with the stored token. */
async function signedInMember(page: Page): Promise<{ email: string; has_password: boolean }> {
  return page.evaluate(async () => {
    const token = localStorage.getItem("auth._token.local") ?? "";
    const response = await fetch("/api/user/me", { headers: { authorization: token } });
    return ((await response.json()) as { data: { email: string; has_password: boolean } }).data;
  });
}

/** Two products in stock, from the catalog API (their ids go into the carts). */
async function twoProducts(page: Page, language: "en" | "th"): Promise<[Summary, Summary]> {
  const list = await apiData<Summary[]>(page, "/api/product/?per_page=40", language);
  const inStock = list.filter((p) => p.stock > 20);
  expect(inStock.length).toBeGreaterThan(1);
  return [inStock[0]!, inStock[1]!];
}

for (const language of ["en", "th"] as const) {
  const w = words[language];

  test(`${language}: register, sign out, and sign in again with a guest cart merged into the member's cart`,
    async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`reg-${language}`);
    const [memberProduct, guestProduct] = await twoProducts(page, language);
    await page.goto(`${w.prefix}/`);
    await waitForShell(page);

    // Sign-up from the sign-in dialog: client checks first, the submit waits for the terms box.
    const signInDialog = await openSignIn(page, w);
    await signInDialog.getByRole("button", { name: w.signUp, exact: true }).click();
    const signUp = page.getByRole("dialog", { name: w.signUp });
    await expect(signUp).toBeVisible();
    const submit = signUp.getByRole("button", { name: w.signUp, exact: true });
    await expect(submit).toBeDisabled();
    await signUp.getByRole("textbox", { name: w.email }).fill(email);
    await signUp.getByRole("textbox", { name: w.password, exact: true }).fill("short");
    await signUp.getByRole("textbox", { name: w.confirm, exact: true }).fill("short");
    await signUp.getByText(w.terms).click();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(signUp.getByText(w.policy)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await signUp.getByRole("textbox", { name: w.password, exact: true }).fill(PASSWORD);
    await signUp.getByRole("textbox", { name: w.confirm, exact: true }).fill(PASSWORD);
    await submit.click();
    await expectShown(page, w.registered);
    await expect(signUp).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${w.prefix || ""}/?$`));
    await expect(page.getByRole("banner").getByRole("link", { name: w.account })).toBeVisible();

    // The member's own cart, made with the member's token (kept for the browser session: registering is not
    // "Remember me").
    const token = await page.evaluate(() => sessionStorage.getItem("auth._token.local"));
    expect(token).toMatch(/^Bearer /);
    const memberAdd = await page.request.post("/api/cart",
      { data: { product_id: memberProduct.id, qty: 1 }, headers: { authorization: token! } });
    expect(memberAdd.status()).toBe(200);

    // Sign out: home, toast, Log in again, no stored cart.
    await page.getByRole("banner").getByRole("button", { name: w.logOut }).click();
    await expectShown(page, w.signedOut);
    await expect(page.getByRole("banner").getByRole("button", { name: w.logIn, exact: true })).toBeVisible();
    expect(await page.evaluate(() => [localStorage, sessionStorage].map((s) => s.getItem("auth._token.local"))))
      .toEqual([null, null]);
    expect(await page.evaluate(() => localStorage.getItem("cart_id"))).toBeNull();

    // A guest cart with two of another product.
    const guestAdd = await page.request.post("/api/cart", { data: { product_id: guestProduct.id, qty: 2 } });
    const guestCart = ((await guestAdd.json()) as { data: { id: string } }).data.id;
    await page.evaluate((id) => localStorage.setItem("cart_id", id), guestCart);
    await page.reload();
    await waitForShell(page);
    await expect(page.getByRole("link", { name: w.cart(2) })).toBeVisible();

    // Signing in merges the guest cart into the member's: 1 + 2 items, both products in the cart.
    await signIn(page, w, email, PASSWORD);
    await expect(page.getByRole("link", { name: w.cart(3) })).toBeVisible();
    await page.waitForLoadState("load");
    await expect(page.getByRole("banner").getByRole("link", { name: w.account })).toBeVisible();
    // Without "Remember me" the token ends with the browser session: a session cookie and sessionStorage, nothing
    // in localStorage for the next person at a shared computer.
    const cookie = (await page.context().cookies()).find((c) => c.name === "auth._token.local");
    expect(cookie?.expires).toBe(-1);
    expect(await page.evaluate(() => sessionStorage.getItem("auth._token.local"))).toMatch(/^Bearer /);
    expect(await page.evaluate(() => localStorage.getItem("auth._token.local"))).toBeNull();
    await page.goto(`${w.prefix}/my-cart`);
    await expect(page.getByRole("main").getByText(memberProduct.name).first()).toBeVisible();
    await expect(page.getByRole("main").getByText(guestProduct.name).first()).toBeVisible();
    await expect(page.getByRole("link", { name: w.cart(3) })).toBeVisible();
  });

  test(`${language}: a wrong password is refused; an account page asks a guest to sign in and stays there`,
    async ({ page }) => {
    const email = uniqueEmail(`guard-${language}`);
    const created = await page.request.post("/api/auth/register",
      { data: { email, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(created.status()).toBe(201);
    await page.goto(`${w.prefix}/my-account`);
    const dialog = page.getByRole("dialog", { name: w.logIn });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: w.logIn, exact: true }).click();
    await expect(dialog.getByText(w.required)).toBeVisible();
    await dialog.getByRole("textbox", { name: w.email }).fill(email);
    await dialog.getByRole("textbox", { name: w.password, exact: true }).fill("Wrong-pass1");
    await dialog.getByRole("button", { name: w.logIn, exact: true }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: w.wrong })).toBeVisible();
    // The error toast over the dialog is announced too; clicking around it never closes the dialog or loses the email.
    const toast = page.locator("[data-toast-layer]").getByRole("alert").filter({ hasText: w.wrong });
    await expect(toast).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: w.email })).toHaveValue(email);
    // Past the toast's first 3 s the same click closes it, and still not the dialog (which hears of the click a
    // frame later, when the toast is gone).
    await page.waitForTimeout(TOAST_DELAYS.outsideClickGuard);
    await page.mouse.click(10, 300);
    await expect(toast).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: w.email })).toHaveValue(email);
    await dialog.getByRole("textbox", { name: w.password, exact: true }).fill(PASSWORD);
    await dialog.getByLabel(w.remember).check({ force: true });
    await dialog.getByRole("button", { name: w.logIn, exact: true }).click();
    await expectShown(page, w.signedIn);
    // After the reload (2 s) the shopper is still on the account page, signed in, with a 30-day cookie.
    await page.waitForEvent("load");
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-account$`));
    await expect(page.getByRole("banner").getByRole("link", { name: w.account })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === "auth._token.local");
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(await page.evaluate(() => localStorage.getItem("auth._token.local"))).toMatch(/^Bearer /);
    expect(await page.evaluate(() => sessionStorage.getItem("auth._token.local"))).toBeNull();
  });

  test(`${language}: reset the password through the outbox, then sign in with the new one`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`reset-${language}`);
    // Registered in the test's language: the reset mail (and its link) come in the member's language.
    await registerWithPassword(page, language, email);
    await page.goto(`${w.prefix}/`);
    await waitForShell(page);
    const signInDialog = await openSignIn(page, w);
    await signInDialog.getByRole("button", { name: w.forgot }).click();
    await sendResetLink(page, w, email);

    // The mail in the dev outbox carries the link with token and email.
    const url = await mailedResetLink(page, email);
    await page.goto(`${url.pathname}${url.search}`);
    const reset = page.getByRole("dialog", { name: w.resetTitle });
    await expect(reset).toBeVisible();
    await reset.getByRole("textbox", { name: w.newPassword, exact: true }).fill("Fresh2027!");
    await reset.getByRole("textbox", { name: w.confirm, exact: true }).fill("Fresh2027?");
    await reset.getByRole("button", { name: w.saveNew }).click();
    await expect(reset.getByText(language === "en" ? "The passwords do not match." : "รหัสผ่านไม่ตรงกัน"))
      .toBeVisible();
    await reset.getByRole("textbox", { name: w.confirm, exact: true }).fill("Fresh2027!");
    await reset.getByRole("button", { name: w.saveNew }).click();
    await reset.getByRole("button", { name: w.login, exact: true }).click();
    // Home, then the sign-in dialog after 300 ms.
    const signInAgain = page.getByRole("dialog", { name: w.logIn });
    await expect(signInAgain).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/?$`));
    await signInAgain.getByRole("textbox", { name: w.email }).fill(email);
    await signInAgain.getByRole("textbox", { name: w.password, exact: true }).fill("Fresh2027!");
    // Signing in reloads the page after 2 s: the next address is opened after that, or the reload would cancel it.
    const reloaded = page.waitForEvent("load");
    await signInAgain.getByRole("button", { name: w.logIn, exact: true }).click();
    await expectShown(page, w.signedIn);
    await reloaded;

    // The link works once.
    await page.goto(`${url.pathname}${url.search}`);
    const again = page.getByRole("dialog", { name: w.resetTitle });
    await again.getByRole("textbox", { name: w.newPassword, exact: true }).fill("Other2028!");
    await again.getByRole("textbox", { name: w.confirm, exact: true }).fill("Other2028!");
    await again.getByRole("button", { name: w.saveNew }).click();
    await expect(again.getByRole("alert").filter({ hasText: language === "en" ? "error!" : "เกิดข้อผิดพลาด!" }))
      .toBeVisible();
  });

  test(`${language}: sign in with the sandbox Google provider`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`google-${language}`);
    await continueWithGoogle(page, w, language, email);
    // Back through /auth/social/google and /login to the home page, signed in.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/?$`), { timeout: 15_000 });
    await expect(page.getByRole("banner").getByRole("link", { name: w.account })).toBeVisible();
    expect(await signedInMember(page)).toMatchObject({ email, has_password: false });
  });

  test(
    `${language}: the sandbox Google sign-in refuses a password account's unproven e-mail until a password reset `
      + `proves it`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(`taken-${language}`);
    await registerWithPassword(page, language, email);
    await continueWithGoogle(page, w, language, email);

    // Back on /auth/social/google: refused, still a guest, with the way forward.
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/auth/social/google\\?`));
    await expect(page.getByRole("heading", { name: w.taken })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(w.takenText)).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: w.logIn, exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("auth._token.local"))).toBeNull();
    // The error toast says it in the server's words; the shopper closes it to reach the page's links.
    const toast = page.locator("[data-toast-layer]").getByRole("alert").filter({ hasText: w.wrong });
    await expect(toast).toContainText(language === "en" ? "This email is already registered."
      : "อีเมลนี้ลงทะเบียนแล้ว");
    await toast.getByRole("button").click();
    await expect(toast).toBeHidden();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await expect(page.getByRole("link", { name: w.withEmail })).toHaveAttribute("href", `${w.prefix}/login`);

    // Forgot password? sends the reset link; once the member reset through it, the same Google sign-in links.
    await page.getByRole("button", { name: w.forgot }).click();
    await sendResetLink(page, w, email);
    const link = await mailedResetLink(page, email);
    const reset = await page.request.post("/api/auth/reset-password/reset", {
      data: { email, token: link.searchParams.get("token"), password: "Fresh2027!",
        password_confirmation: "Fresh2027!" },
    });
    expect(reset.status()).toBe(200);

    await continueWithGoogle(page, w, language, email);
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/?$`), { timeout: 15_000 });
    await expect(page.getByRole("banner").getByRole("link", { name: w.account })).toBeVisible();
    expect(await signedInMember(page)).toMatchObject({ email, has_password: true });
  });
}
