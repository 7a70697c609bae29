import { expect, test, type Page } from "@playwright/test";
import { apiData, seriousA11yViolations, waitForShell } from "./support.ts";

// Reviews on the product page (issue 3, decision 0071): a guest is invited to log in; a signed-in member writes one
// review (star radio group + text), sees it at the top of the list with the summary updated, cannot write a second,
// and marks another review helpful (a toggle). In English and in Thai.

type Summary = { id: number; slug: string; name: string; rating_count: number };
type ReviewPage = { data: { id: number; author: string; text: string }[]; meta: { total: number } };

const words = {
  en: {
    prefix: "", logInToReview: "Log in to write a review", logIn: "Log in", write: "Write a review", rating: "Your rating",
    star: (n: number) => (n === 1 ? "1 star" : `${n} stars`), text: "Your review", submit: "Submit review",
    tooShort: "Write at least 10 characters.", noRating: "Choose a rating from 1 to 5 stars.",
    reviewed: "Thank you, you have reviewed this product.", reviews: "Reviews", basedOn: (n: number) => `Based on ${n} reviews`,
    helpful: "Helpful", body: "Light texture, sinks in fast and my cheeks stay calm all day.",
  },
  th: {
    prefix: "/th", logInToReview: "เข้าสู่ระบบเพื่อเขียนรีวิว", logIn: "เข้าสู่ระบบ", write: "เขียนรีวิว", rating: "คะแนนของคุณ",
    star: (n: number) => `${n} ดาว`, text: "รีวิวของคุณ", submit: "ส่งรีวิว",
    tooShort: "เขียนอย่างน้อย 10 ตัวอักษร", noRating: "เลือกคะแนน 1 ถึง 5 ดาว",
    reviewed: "ขอบคุณ คุณได้รีวิวสินค้านี้แล้ว", reviews: "รีวิว", basedOn: (n: number) => `จาก ${n} รีวิว`,
    helpful: "มีประโยชน์", body: "เนื้อบางเบา ซึมไว ใช้แล้วผิวไม่แดง ชอบมากค่ะ",
  },
} as const;

/** A new member through the API; the browser then holds the token as a sign-in leaves it (spec §4 auth storage). */
async function signInAsNewMember(page: Page, tag: string): Promise<void> {
  const email = `reviewer-${tag}-${Date.now()}@example.com`;
  const password = "Sunscreen#50";
  const response = await page.request.post("/api/auth/register", {
    data: { email, password, password_confirmation: password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.evaluate((value) => {
    localStorage.setItem("auth._token.local", value);
    document.cookie = `auth._token.local=${encodeURIComponent(value)}; path=/`;
  }, `Bearer ${token}`);
}

for (const [index, language] of (["en", "th"] as const).entries()) {
  const w = words[language];

  test(`${language}: a guest is invited to log in; a member writes one review and marks another helpful`, async ({ page }) => {
    test.setTimeout(60_000);
    // A different reviewed product per language, so the two runs never count each other's reviews.
    const products = await apiData<Summary[]>(page, "/api/product/?per_page=60&sort=rating", language);
    const product = products.filter((p) => p.rating_count >= 2)[index];
    if (!product) throw new Error("the seed has reviewed products");
    const before = (await (await page.request.get(`/api/product/review/?product_id=${product.id}`)).json()) as ReviewPage;

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

    await signInAsNewMember(page, language);
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
    const items = reviews.getByRole("listitem").filter({ has: page.getByRole("button", { name: new RegExp(`^${w.helpful}`) }) });
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
}
