import { expect, expectShown, test } from "./fixtures.ts";
import { seriousA11yViolations, waitForShell } from "./support.ts";

// On a phone, in both languages: Log in from the mobile menu, the menu's My Account group once signed
// in (My Account, My Orders, Membership, My Shipping), and Log out from the menu.

const words = {
  en: {
    prefix: "", openMenu: "Open menu", menu: "Menu", logIn: "Log in", logOut: "Log out", email: "Email",
    password: "Password",
    account: "My Account", group: ["My Account", "My Orders", "Membership", "My Shipping"],
    signedIn: "Signed in successfully.",
    signedOut: "Log out successfully!",
  },
  th: {
    prefix: "/th", openMenu: "เปิดเมนู", menu: "เมนู", logIn: "เข้าสู่ระบบ", logOut: "ออกจากระบบ", email: "อีเมล",
    password: "รหัสผ่าน",
    account: "บัญชีของฉัน", group: ["บัญชีของฉัน", "คำสั่งซื้อของฉัน", "สมาชิก", "ที่อยู่จัดส่งของฉัน"],
    signedIn: "เข้าสู่ระบบสำเร็จ",
    signedOut: "ออกจากระบบสำเร็จ!",
  },
} as const;

const PASSWORD = "Glow2026!";

for (const language of ["en", "th"] as const) {
  const w = words[language];

  test(`${language}: log in and out from the mobile menu; the My Account group shows when signed in`,
    async ({ page }) => {
    test.setTimeout(120_000);
    const email = `h3-phone-${language}-${Date.now().toString(36)}@example.com`;
    const created = await page.request.post("/api/auth/register",
      { data: { email, password: PASSWORD, password_confirmation: PASSWORD } });
    expect(created.status()).toBe(201);
    await page.goto(`${w.prefix}/`);
    await waitForShell(page);

    await page.getByRole("button", { name: w.openMenu }).click();
    const menu = page.getByRole("dialog", { name: w.menu });
    await menu.getByRole("button", { name: w.logIn, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: w.logIn });
    await expect(dialog).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole("textbox", { name: w.email }).fill(email);
    await dialog.getByRole("textbox", { name: w.password, exact: true }).fill(PASSWORD);
    await dialog.getByRole("button", { name: w.logIn, exact: true }).click();
    await expectShown(page, w.signedIn);
    // The page reloads 2 s after signing in; the member's menu follows.
    await page.waitForEvent("load");
    await waitForShell(page);

    await page.getByRole("button", { name: w.openMenu }).click();
    const memberMenu = page.getByRole("dialog", { name: w.menu });
    await memberMenu.getByRole("button", { name: w.account, exact: true }).click();
    for (const name of w.group) await expect(memberMenu.getByRole("link", { name, exact: true })).toBeVisible();
    await memberMenu.getByRole("button", { name: w.logOut }).click();
    await expectShown(page, w.signedOut);
    expect(await page.evaluate(() => [localStorage, sessionStorage].map((s) => s.getItem("auth._token.local"))))
      .toEqual([null, null]);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("auth._token.local");
    await page.getByRole("button", { name: w.openMenu }).click();
    await expect(page.getByRole("dialog", { name: w.menu }).getByRole("button", { name: w.logIn, exact: true }))
      .toBeVisible();
  });
}
