import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { keepScreenshot, seriousA11yViolations, signUpMember } from "./support.ts";

// In the browser: a shopper takes the skin quiz, reloads halfway and comes back to the same question,
// sees a profile and a routine from the real catalog, and buys the whole routine; in English and Thai
// (skin-quiz.spec.ts at 1440 px, skin-quiz.phone.spec.ts at 375). The option picked on each screen, by position:
// question 2 (concerns) takes two.
const PICKS: number[][] = [[1], [0, 4], [1], [0], [0], [1], [1]];

const words = {
  en: {
    prefix: "", start: "Start the quiz", next: "Next", finish: "See my routine", back: "Back",
    question: (n: number) => `Question ${n} of 7`, profile: "Your skin profile", addAll: "Add the whole routine",
    link: "Link to this result", cartTitle: "My cart", keep: "Keep on my profile", kept: "Kept on your profile",
    seeResult: "See my result", restart: "Start again", change: "Change my answers",
  },
  th: {
    prefix: "/th", start: "เริ่มทำแบบทดสอบ", next: "ถัดไป", finish: "ดูรูทีนของฉัน", back: "ย้อนกลับ",
    question: (n: number) => `คำถามที่ ${n} จาก 7`, profile: "โปรไฟล์ผิวของคุณ", addAll: "เพิ่มทั้งรูทีนลงตะกร้า",
    link: "ลิงก์ไปยังผลลัพธ์นี้", cartTitle: "ตะกร้าของฉัน", keep: "เก็บไว้ในโปรไฟล์ของฉัน",
    kept: "เก็บไว้ในโปรไฟล์ของคุณแล้ว",
    seeResult: "ดูผลลัพธ์ของฉัน", restart: "เริ่มใหม่", change: "แก้คำตอบ",
  },
} as const;

/** Width of the project's viewport, for the screenshots' names. */
const widthOf = (page: Page) => page.viewportSize()?.width ?? 0;

/** Every test of this flow, in both languages, at the width of the Playwright project that runs it. */
export function skinQuizSpecs() {
  for (const locale of ["en", "th"] as const) {
    const w = words[locale];
    test(`${locale}: quiz, reload, result, the whole routine in the cart`, async ({ page }, testInfo) => {
      // A page load per step on a shared two-core box: the default 60 s is too tight for the whole path.
      test.setTimeout(180_000);
      const width = widthOf(page);
      await page.goto(`${w.prefix}/skin-quiz`);
      // Cream background, no footer (spec §2).
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await page.getByRole("button", { name: w.start }).click();
      for (const [i, picks] of PICKS.entries()) {
        await expect(page.getByText(w.question(i + 1))).toBeVisible();
        const next = page.getByRole("button", { name: i === PICKS.length - 1 ? w.finish : w.next });
        await expect(next).toBeDisabled();
        const options = page.locator('input[name="quiz-answer"]');
        for (const pick of picks) await options.nth(pick).check();
        if (i === 0) await keepScreenshot(page, testInfo, `skin-quiz-question-${locale}-${width}`);
        if (i === 3) {
          // Answers survive a reload: the same question comes back with its answer.
          await page.reload();
          await expect(page.getByText(w.question(4))).toBeVisible();
          await expect(options.nth(picks[0]!)).toBeChecked();
        }
        await next.click();
      }
      await expect(page.getByText(w.profile)).toBeVisible();
      const addAll = page.getByRole("button", { name: w.addAll });
      await expect(addAll).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await keepScreenshot(page, testInfo, `skin-quiz-result-${locale}-${width}`, { fullPage: true });

      // The result's link reopens the same result in a fresh browser.
      const href = await page.getByRole("link", { name: w.link }).getAttribute("href");
      expect(href).toMatch(/skin-quiz\?skinType=combination&concerns=/);
      // The address is the result's link too, so copying it shares this result.
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?.]/g, "\\$&")}$`));
      const steps = await page.locator("ol > li").count();
      expect(steps).toBeGreaterThanOrEqual(4);

      await addAll.click();
      await expect(page.getByRole("heading", { level: 1, name: w.cartTitle })).toBeVisible();
      await expect(page.locator("ul > li").filter({ has: page.getByRole("link") }).first()).toBeVisible();

      const fresh = await page.context().browser()!.newPage(page.viewportSize() ? { viewport: page.viewportSize() }
        : {});
      await fresh.goto(href!);
      await expect(fresh.getByText(w.profile)).toBeVisible();
      await expect(fresh.locator("ol > li")).toHaveCount(steps);
      // Changing the answers leaves the link behind: a reload shows the question, not the old result.
      await fresh.getByRole("button", { name: w.change }).click();
      await expect(fresh.getByText(w.question(7))).toBeVisible();
      await expect(fresh).toHaveURL(new RegExp(`${w.prefix}/skin-quiz$`));
      await fresh.reload();
      await expect(fresh.getByText(w.question(7))).toBeVisible();
      await fresh.close();
    });

    test(`${locale}: a member keeps the result on the profile and reopens it from My Account`,
      async ({ page }, testInfo) => {
      // A page load per step on a shared two-core box: the default 60 s is too tight for the whole path.
      test.setTimeout(180_000);
      const width = widthOf(page);
      await signUpMember(page, locale, "quiz-keep");
      await page.goto(`${w.prefix}/skin-quiz`);
      await page.getByRole("button", { name: w.start }).click();
      for (const [i, picks] of PICKS.entries()) {
        await expect(page.getByText(w.question(i + 1))).toBeVisible();
        const options = page.locator('input[name="quiz-answer"]');
        for (const pick of picks) await options.nth(pick).check();
        await page.getByRole("button", { name: i === PICKS.length - 1 ? w.finish : w.next }).click();
      }
      await expect(page.getByText(w.profile)).toBeVisible();
      const href = await page.getByRole("link", { name: w.link }).getAttribute("href");
      await page.getByRole("button", { name: w.keep }).click();
      await expect(page.getByRole("status").filter({ hasText: w.kept }).first()).toBeVisible();
      await expect(page.getByRole("button", { name: w.kept })).toBeDisabled();
      await keepScreenshot(page, testInfo, `skin-quiz-kept-${locale}-${width}`);

      // My Account reopens the same result from the profile.
      await page.goto(`${w.prefix}/my-account`);
      const see = page.getByRole("link", { name: w.seeResult });
      await expect(see).toHaveAttribute("href", href!);
      await see.click();
      await expect(page.getByText(w.profile)).toBeVisible();
      // Start again leaves the result link's answers behind (they stayed in the address).
      await page.getByRole("button", { name: w.restart }).click();
      await expect(page).toHaveURL(new RegExp(`${w.prefix}/skin-quiz$`));
      await page.reload();
      await expect(page.getByRole("button", { name: w.start })).toBeVisible();
    });
  }
}
