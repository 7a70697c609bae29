// The membership page in every state (decision 0165), walked by one member per language and
// width (membership-states.spec.ts at 1440 px, membership-states.phone.spec.ts at 375 px), keeping a screenshot of
// each: a new member with no points, LINE points pending after the OTP, enough points for exclusive, the redeem
// dialog's confirm, redeemed and refused steps, exclusive with its end date, and every chip of spec §2.
import { expect } from "./fixtures.ts";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { productFor, type Lang } from "./checkout-flows.ts";
import { addLinePhone, adjustMemberPoints } from "./database.ts";
import { keepScreenshot, seriousA11yViolations, signUpMember } from "./support.ts";

export const memberWords = {
  en: {
    prefix: "", membership: "Membership", myAccount: "My Account", openMenu: "Open menu", menu: "Menu",
    sendCode: "Send code", digit: "Digit 1", member: "Member", exclusiveMember: "Exclusive member",
    exclusiveBadge: "Exclusive", lineWord: "LINE shopping points pending", logIn: "Log in", signUp: "Sign up",
    heroOffer: "get 10% off their first one", bandOffer: "Exclusive members get 5% off every item",
    signUpOffer: "Sign up and get 10% off your first order.",
    collect: "Collect another 800 points", enough: "You have enough points to become an exclusive member.",
    perks: "Exclusive members get 5% off every item", noPoints: "No points yet",
    exclusiveButton: "Redeem exclusive for 800 points", redeem: "Redeem", close: "Close",
    confirmTitle: "Redeem with points?", redeemedTitle: "Redeemed", refusedTitle: "Not redeemed",
    alreadyRedeemed: "You have already redeemed this offer.", exclusiveUntil: "Exclusive until",
    linePending: (n: number) => `${n} LINE shopping points are pending`,
    giftShips: "Your gift ships with your next order.", shipsWith: "Ships with order", birthDate: "Add your birth date",
    from: "From ", foam: "Travel-size cleansing foam", hundred: "฿100 off your next order",
    exclusivePromo: "15% off for exclusive members", orderGifts: "Travel-size cleansing foam",
    states: {
      available: "Available", redeemed: "Redeemed", coupon_used: "Coupon used", not_started: "Not started",
      expired: "Expired", exclusive_only: "For exclusive members only", out_of_gift: "Out of gift",
      out_of_coupons: "Out of coupons", not_enough_points: "Not enough points",
    },
  },
  th: {
    prefix: "/th", membership: "สมาชิก", myAccount: "บัญชีของฉัน", openMenu: "เปิดเมนู", menu: "เมนู",
    sendCode: "ส่งรหัส", digit: "หลักที่ 1", member: "สมาชิก", exclusiveMember: "สมาชิกเอ็กซ์คลูซีฟ",
    exclusiveBadge: "เอ็กซ์คลูซีฟ", lineWord: "คะแนน LINE Shopping รอเข้าบัญชี", logIn: "เข้าสู่ระบบ",
    signUp: "สมัครสมาชิก", heroOffer: "รับส่วนลด 10% สำหรับคำสั่งซื้อแรก",
    bandOffer: "สมาชิกเอ็กซ์คลูซีฟรับส่วนลด 5% ทุกรายการ",
    signUpOffer: "สมัครสมาชิกวันนี้ รับส่วนลด 10% สำหรับคำสั่งซื้อแรก",
    collect: "สะสมอีก 800 คะแนน", enough: "คุณมีคะแนนพอที่จะเป็นสมาชิกเอ็กซ์คลูซีฟแล้ว",
    perks: "สมาชิกเอ็กซ์คลูซีฟรับส่วนลด 5% ทุกรายการ", noPoints: "ยังไม่มีคะแนน",
    exclusiveButton: "แลกสมาชิกเอ็กซ์คลูซีฟด้วย 800 คะแนน", redeem: "แลก", close: "ปิด",
    confirmTitle: "แลกด้วยคะแนนใช่ไหม", redeemedTitle: "แลกแล้ว", refusedTitle: "แลกไม่สำเร็จ",
    alreadyRedeemed: "คุณแลกข้อเสนอนี้ไปแล้ว", exclusiveUntil: "เป็นสมาชิกเอ็กซ์คลูซีฟถึง",
    linePending: (n: number) => `คะแนน LINE Shopping ${n} คะแนนกำลังรอเข้าบัญชี`,
    giftShips: "ของขวัญจะจัดส่งพร้อมคำสั่งซื้อถัดไปของคุณ", shipsWith: "จัดส่งพร้อมคำสั่งซื้อ",
    birthDate: "เพิ่มวันเกิดในบัญชีของฉัน", from: "ตั้งแต่ ", foam: "โฟมล้างหน้าขนาดพกพา",
    hundred: "ส่วนลด ฿100 สำหรับคำสั่งซื้อถัดไป", exclusivePromo: "ส่วนลด 15% สำหรับสมาชิกเอ็กซ์คลูซีฟ",
    orderGifts: "โฟมล้างหน้าขนาดพกพา",
    states: {
      available: "แลกได้", redeemed: "แลกแล้ว", coupon_used: "ใช้คูปองแล้ว", not_started: "ยังไม่เริ่ม",
      expired: "หมดอายุแล้ว", exclusive_only: "เฉพาะสมาชิกเอ็กซ์คลูซีฟ", out_of_gift: "ของขวัญหมดแล้ว",
      out_of_coupons: "คูปองหมดแล้ว", not_enough_points: "คะแนนไม่พอ",
    },
  },
} as const;
type Words = (typeof memberWords)[Lang];
type Chip = keyof Words["states"];

/** The six-digit code of the newest SMS to `e164` in the development outbox. */
export async function smsCode(page: Page, e164: string): Promise<string> {
  let code = "";
  await expect(async () => {
    const response = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(e164)}`);
    const { data } = (await response.json()) as { data: { kind: string; body: string }[] };
    const match = /\b(\d{6})\b/.exec(data.find((m) => m.kind === "sms")?.body ?? "");
    expect(match).not.toBeNull();
    code = match![1]!;
  }).toPass({ timeout: 10_000 });
  return code;
}

/** A Thai mobile number of this run's own: the sandbox LINE channel then learns it holds `points`. */
async function linePhone(points: number): Promise<{ national: string; e164: string }> {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const phone = { national: `089${digits}`, e164: `+6689${digits}` };
  await addLinePhone(phone.e164, points);
  return phone;
}

const reward = (page: Page, name: string): Locator =>
  page.getByTestId("reward").filter({ has: page.getByText(name, { exact: true }) });

/** Every chip in `chips` is on the page at least once, in the page's language. */
async function expectChips(page: Page, w: Words, chips: readonly Chip[]): Promise<void> {
  for (const chip of chips) {
    await expect(page.locator(`[data-testid=reward][data-state=${chip}] [data-testid=reward-state]`).first(),
      chip).toHaveText(w.states[chip]);
  }
}

/** A pickup order by the member through the checkout's calls (cart, coupon, Place order); answers its id and number. */
async function memberOrder(page: Page, token: string, lang: Lang, coupon: string) {
  const auth = { authorization: `Bearer ${token}`, "accept-language": lang };
  const product = (await productFor(page, 9, lang)) as Awaited<ReturnType<typeof productFor>> & { id: number };
  const post = async (path: string, data: object, headers: Record<string, string> = {}) => {
    const response = await page.request.post(path, { data, headers: { ...auth, ...headers } });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };
  const qty = Math.max(1, Math.ceil(60_000 / product.price));
  let cart = await post("/api/cart", { product_id: product.id, qty });
  cart = await post("/api/cart/apply-coupon", { cart_id: cart.id, coupon_code: coupon });
  type Store = { data: { branches: { id: number }[] } };
  const store = (await (await page.request.get("/api/general/store")).json()) as Store;
  cart = await post("/api/cart/apply-shipping", { cart_id: cart.id, method: "pickup",
    branch_id: store.data.branches[0]!.id });
  const placed = await post("/api/order", {
    cart_id: cart.id, accept_policy: true,
    contact: { email: `states-${Date.now()}@example.com`, first_name: "Mali", last_name: "States",
      phone: { country_code: "TH", number: "0812345678" } },
    confirmed: { lines: [{ product_id: product.id, qty, unit_price: product.price }], total: cart.total },
  }, { "idempotency-key": crypto.randomUUID() });
  return placed.order as { id: string; number: string; coupon_code: string | null };
}

/** Opens the membership page the way the shopper would: the header's link on a desktop, the menu on a phone. */
async function openFromChrome(page: Page, w: Words, phone: boolean): Promise<void> {
  await page.goto(`${w.prefix}/`);
  if (phone) {
    await page.getByRole("button", { name: w.openMenu }).click();
    const menu = page.getByRole("dialog", { name: w.menu });
    await menu.getByRole("button", { name: w.myAccount, exact: true }).click();
    await menu.getByRole("link", { name: w.membership, exact: true }).click();
  } else {
    await page.getByRole("banner").getByRole("link", { name: w.membership, exact: true }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-account/membership$`));
  await expect(page.getByRole("heading", { level: 1, name: w.membership })).toBeVisible();
}

export async function walkMembershipStates(page: Page, testInfo: TestInfo, lang: Lang): Promise<void> {
  testInfo.setTimeout(360_000); // a dozen pages, an OTP, four redeems and an order, beside another worker
  const w = memberWords[lang];
  const phone = testInfo.project.name === "phone";
  const shot = async (name: string, fullPage = true) => {
    // From the top: a full-page shot taken scrolled down draws the sticky header in the middle of the page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, testInfo, `membership-${name}-${lang}`, { fullPage });
  };
  const dialog = page.getByRole("alertdialog");
  const balance = page.getByTestId("points-balance");

  // 0. What a guest is told: the home page's first-order 10% and exclusive 5%, and the sign-up dialog's 10%.
  await page.goto(`${w.prefix}/`);
  await expect(page.getByText(w.heroOffer, { exact: false }).first()).toBeVisible();
  await expect(page.locator("section[aria-labelledby=gift-title]")).toContainText(w.bandOffer);
  if (phone) {
    await page.getByRole("button", { name: w.openMenu }).click();
    await page.getByRole("dialog", { name: w.menu }).getByRole("button", { name: w.logIn, exact: true }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: w.logIn, exact: true }).click();
  }
  await page.getByRole("dialog", { name: w.logIn }).getByRole("button", { name: w.signUp, exact: true }).click();
  const signUp = page.getByRole("dialog", { name: w.signUp });
  await expect(signUp.getByText(w.signUpOffer)).toBeVisible();
  await keepScreenshot(page, testInfo, `signup-offer-${lang}`);
  await page.keyboard.press("Escape");
  await expect(signUp).toHaveCount(0);

  const { email, token } = await signUpMember(page, lang, "states");

  // 1. A new member: no points, 800 to collect, what exclusive brings; every reward they cannot have says why.
  await openFromChrome(page, w, phone);
  await expect(balance).toHaveText("0");
  await expect(page.getByTestId("tier-status")).toHaveText(w.member);
  await expect(page.getByTestId("exclusive-hint")).toContainText(w.collect);
  await expect(page.getByTestId("exclusive-perks")).toContainText(w.perks);
  await expect(page.getByText(w.noPoints)).toBeVisible();
  await expectChips(page, w, ["not_enough_points", "out_of_coupons", "not_started", "expired", "exclusive_only",
    "out_of_gift"]);
  await expect(page.locator("[data-state=not_started] [data-testid=reward-dates]").first()).toContainText(w.from);
  await expect(reward(page, w.foam).getByRole("button")).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot("new-member");

  // 2. LINE points merged after the phone's OTP: pending until tomorrow, on the page with their day.
  const line = await linePhone(120);
  const saved = await page.request.post("/api/user/phone", { headers: { authorization: `Bearer ${token}` },
    data: { phone: { country_code: "TH", number: line.national } } });
  expect(saved.status()).toBe(200);
  await page.goto(`${w.prefix}/my-account/otp-verification`);
  await page.getByRole("button", { name: w.sendCode }).click();
  await page.getByRole("textbox", { name: w.digit, exact: true }).focus();
  await page.keyboard.type(await smsCode(page, line.e164));
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/my-account/verification-complete$`));
  await expect(page.getByText(w.linePending(120))).toBeVisible();
  await page.goto(`${w.prefix}/my-account/membership`);
  await expect(page.getByTestId("pending-points")).toContainText(`+120 ${w.lineWord}`);
  await expect(balance).toHaveText("0");
  await shot("line-pending");

  // 3. Enough points for exclusive (a staff adjustment): the hint says so and the button is there.
  await adjustMemberPoints(email, 850, "E2E");
  await page.reload();
  await expect(balance).toHaveText("850");
  await expect(page.getByTestId("exclusive-hint")).toHaveText(w.enough);
  await expect(page.getByRole("button", { name: w.exclusiveButton })).toBeVisible();
  await expectChips(page, w, ["available"]);
  await shot("enough-for-exclusive");

  // 4. Redeem a gift: confirm, then redeemed, with the page behind already showing the new balance and chip.
  await reward(page, w.foam).getByRole("button", { name: new RegExp(`^${w.redeem} `) }).click();
  await expect(dialog).toHaveAttribute("data-step", "confirm");
  await expect(dialog.getByRole("heading", { name: w.confirmTitle })).toBeVisible();
  await shot("dialog-confirm", false);
  await dialog.getByRole("button", { name: w.redeem, exact: true }).click();
  await expect(dialog).toHaveAttribute("data-step", "redeemed");
  await expect(dialog.getByText(w.giftShips)).toBeVisible();
  await expect(balance).toHaveText("845");
  await expect(reward(page, w.foam).getByTestId("reward-state")).toHaveText(w.states.redeemed);
  await shot("dialog-redeemed", false);
  await dialog.getByRole("button", { name: w.close }).click();
  await expect(reward(page, w.foam).getByTestId("reward-shipping")).toHaveText(w.giftShips);

  // 5. Redeem a promotion for its coupon code.
  await reward(page, w.hundred).getByRole("button", { name: new RegExp(`^${w.redeem} `) }).click();
  await dialog.getByRole("button", { name: w.redeem, exact: true }).click();
  await expect(dialog).toHaveAttribute("data-step", "redeemed");
  const code = (await dialog.getByTestId("redeemed-coupon").textContent())?.trim() ?? "";
  expect(code).toMatch(/^PRM-/);
  await dialog.getByRole("button", { name: w.close }).click();
  await expect(balance).toHaveText("835");

  // 6. Redeem exclusive: the tier card behind the "Redeemed" dialog already says exclusive, with its end.
  await page.getByRole("button", { name: w.exclusiveButton }).click();
  await dialog.getByRole("button", { name: w.redeem, exact: true }).click();
  await expect(dialog).toHaveAttribute("data-step", "redeemed");
  await expect(page.getByTestId("tier-status")).toHaveText(w.exclusiveBadge);
  // The modal dialog hides the page from the accessibility tree: the card is read by its id.
  await expect(page.locator("#tier-title")).toHaveText(w.exclusiveMember);
  await expect(balance).toHaveText("35");
  await shot("dialog-redeemed-exclusive", false);
  await dialog.getByRole("button", { name: w.close }).click();
  await expect(page.getByTestId("exclusive-until")).toContainText(w.exclusiveUntil);

  // 7. Refused: the exclusive promotion, redeemed meanwhile in another tab; the chip behind turns "redeemed".
  const promo = reward(page, w.exclusivePromo);
  await promo.getByRole("button", { name: new RegExp(`^${w.redeem} `) }).click();
  await expect(dialog).toHaveAttribute("data-step", "confirm");
  const promotions = (await (await page.request.get("/api/membership/promotion",
    { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: number; name: string }[] };
  const id = promotions.data.find((p) => p.name === "15% off for exclusive members")?.id;
  const elsewhere = await page.request.post("/api/membership/promotion/redeem", { data: { id },
    headers: { authorization: `Bearer ${token}`, "idempotency-key": crypto.randomUUID() } });
  expect(elsewhere.status()).toBe(200);
  await dialog.getByRole("button", { name: w.redeem, exact: true }).click();
  await expect(dialog).toHaveAttribute("data-step", "refused");
  await expect(dialog.getByRole("heading", { name: w.refusedTitle })).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveText(w.alreadyRedeemed);
  await expect(promo.getByTestId("reward-state")).toHaveText(w.states.redeemed);
  await shot("dialog-refused", false);
  await dialog.getByRole("button", { name: w.close }).click();

  // 8. The ฿100 coupon on an order: coupon used; the gift ships with that order and shows on it.
  const order = await memberOrder(page, token, lang, code);
  expect(order.coupon_code).toBe(code);
  await page.reload();
  await expect(balance).toHaveText("5");
  await expectChips(page, w, ["redeemed", "coupon_used", "not_started", "expired", "out_of_gift", "out_of_coupons"]);
  await expect(reward(page, w.foam).getByTestId("reward-shipping")).toHaveText(`${w.shipsWith} ${order.number}`
    + (lang === "en" ? "." : ""));
  await expect(page.locator("[data-testid=reward]").filter({ hasText: w.birthDate })).toHaveCount(1);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shot("exclusive");
  await page.goto(`${w.prefix}/my-account/my-orders/${order.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(order.number);
  await expect(page.getByText(w.orderGifts)).toBeVisible();
  await keepScreenshot(page, testInfo, `order-with-gift-${lang}`, { fullPage: true });
}
