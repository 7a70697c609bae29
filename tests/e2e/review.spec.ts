import { expect, test } from "./fixtures.ts";
import { apiData, holdToken, seriousA11yViolations, signInAsNewMember, tokenOf, waitForShell } from "./support.ts";

// Reviews on the product page (decision 0076): a guest is invited to log in; the demo member (seeded with
// delivered orders) writes one review of a product they bought (star radio group + text), sees it at the top of the
// list with the summary updated, cannot write a second, and marks another review helpful (a toggle). A member without
// an order of the product gets no form and the reason. In English and in Thai.

type Summary = { id: number; slug: string };
type Pending = { data: { product_id: number; slug: string }[] };

/** The seeded demo member (README "Try it offline", server/seed/demo.ts). */
const DEMO = { email: "demo@skinstate.test", password: "Skinstate#2026" };
type ReviewPage = { data: { id: number; author: string; text: string }[]; meta: { total: number } };

const words = {
  en: {
    prefix: "", logInToReview: "Log in to write a review", logIn: "Log in", write: "Write a review",
    rating: "Your rating",
    star: (n: number) => (n === 1 ? "1 star" : `${n} stars`), text: "Your review", submit: "Submit review",
    tooShort: "Write at least 10 characters.", noRating: "Choose a rating from 1 to 5 stars.",
    reviewed: "Thank you, you have reviewed this product.", reviews: "Reviews",
    basedOn: (n: number) => `Based on ${n} reviews`,
    helpful: "Helpful", body: "Light texture, sinks in fast and my cheeks stay calm all day.",
    notBought:
      "Reviews are written by members who bought this product. You can review it once your order is delivered.",
  },
  th: {
    prefix: "/th", logInToReview: "เข้าสู่ระบบเพื่อเขียนรีวิว", logIn: "เข้าสู่ระบบ", write: "เขียนรีวิว",
    rating: "คะแนนของคุณ",
    star: (n: number) => `${n} ดาว`, text: "รีวิวของคุณ", submit: "ส่งรีวิว",
    tooShort: "เขียนอย่างน้อย 10 ตัวอักษร", noRating: "เลือกคะแนน 1 ถึง 5 ดาว",
    reviewed: "ขอบคุณ คุณได้รีวิวสินค้านี้แล้ว", reviews: "รีวิว", basedOn: (n: number) => `จาก ${n} รีวิว`,
    helpful: "มีประโยชน์", body: "เนื้อบางเบา ซึมไว ใช้แล้วผิวไม่แดง ชอบมากค่ะ",
    notBought: "รีวิวเขียนโดยสมาชิกที่ซื้อสินค้านี้แล้ว คุณจะรีวิวได้เมื่อได้รับสินค้าจากคำสั่งซื้อแล้ว",
  },
} as const;

for (const [index, language] of (["en", "th"] as const).entries()) {
  const w = words[language];

  test(`${language}: a guest is invited to log in; a buyer writes one review and marks another helpful`,
    async ({ page }) => {
    test.setTimeout(120_000);
    // A product the demo member bought and has not reviewed yet (their pending list), so each run, and a repeated
    // run against a reused server, reviews a fresh one. The seed's shoppers have reviewed it already.
    const token = await tokenOf(await page.request.post("/api/auth/login", { data: DEMO }));
    const pending = await page.request.get("/api/product/review/pending/",
      { headers: { authorization: `Bearer ${token}` } });
    const product = ((await pending.json()) as Pending).data[0];
    if (!product) throw new Error(
      "the demo member has reviewed every product they bought: start from a fresh data dir");
    const before =
      (await (await page.request.get(`/api/product/review/?product_id=${product.product_id}`)).json()) as ReviewPage;

    await page.goto(`${w.prefix}/product/detail/${product.slug}`);
    await waitForShell(page);
    const reviews = page.getByRole("region", { name: w.reviews });
    await expect(reviews.getByText(w.basedOn(before.meta.total), { exact: true })).toBeVisible();

    // Guest: no form, an invitation that opens the sign-in dialog.
    await expect(reviews.getByRole("form", { name: w.write })).toHaveCount(0);
    await reviews.getByRole("button", { name: w.logInToReview }).click();
    await expect(page.getByRole("dialog", { name: w.logIn })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: w.logIn })).toHaveCount(0);

    await holdToken(page, token);
    await page.reload();
    const form = reviews.getByRole("form", { name: w.write });
    await expect(form).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Nothing is sent without a rating and enough text.
    const text = form.getByRole("textbox", { name: w.text });
    await text.fill("short");
    await form.getByRole("button", { name: w.submit }).click();
    await expect(form.getByText(w.noRating)).toBeVisible();
    await expect(form.getByText(w.tooShort)).toBeVisible();

    await form.getByRole("group", { name: w.rating }).getByRole("radio", { name: w.star(4), exact: true }).check();
    await text.fill(w.body);
    await form.getByRole("button", { name: w.submit }).click();

    // The review tops the list, the summary counts it, and the form gives way to the thank-you note.
    const items = reviews.getByRole("listitem").filter({ has:
      page.getByRole("button", { name: new RegExp(`^${w.helpful}`) }) });
    await expect(items.first()).toContainText(w.body);
    await expect(reviews.getByText(w.basedOn(before.meta.total + 1), { exact: true })).toBeVisible();
    await expect(reviews.getByText(w.reviewed)).toBeVisible();
    await expect(form).toHaveCount(0);
    // A reload agrees: one review per member.
    await page.reload();
    await expect(reviews.getByText(w.reviewed)).toBeVisible();
    await expect(reviews.getByRole("form", { name: w.write })).toHaveCount(0);

    // Another shopper's review: helpful toggles on and off.
    const other = items.nth(1);
    const helpful = other.getByRole("button", { name: new RegExp(`^${w.helpful}`) });
    const count = async () => Number((await helpful.innerText()).replace(/\D+/g, ""));
    const start = await count();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "true");
    expect(await count()).toBe(start + 1);
    await helpful.click();
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    expect(await count()).toBe(start);
  });

  test(`${language}: a member without an order of the product gets no form, and the reason`, async ({ page }) => {
    const [product] = await apiData<Summary[]>(page, `/api/product/?per_page=1&page=${index + 1}`, language);
    if (!product) throw new Error("the seed has products");
    await page.goto(`${w.prefix}/product/detail/${product.slug}`);
    await waitForShell(page);
    await signInAsNewMember(page, language);
    await page.reload();
    const reviews = page.getByRole("region", { name: w.reviews });
    await expect(reviews.getByRole("status").filter({ hasText: w.notBought })).toBeVisible();
    await expect(reviews.getByRole("form", { name: w.write })).toHaveCount(0);
    await expect(reviews.getByRole("button", { name: w.logInToReview })).toHaveCount(0);
  });
}
