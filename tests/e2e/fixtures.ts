// The specs' `test`: its page waits, after every goto and reload, until the page is hydrated (html[data-hydrated],
// set by src/app/layout/HydratedMark.tsx), as a shopper waits for a page to finish loading before typing into it.
// A tap before that is kept and replayed by the early-input script; early-input.spec.ts tests that on its own.
import { test as base, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "#contract/pages.ts";

export { expect } from "@playwright/test";

/** Resolves once the app's first render is in; at once on a page that is not the app (sandbox pages, JSON). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute) || !document.getElementById("root"),
    HYDRATED_ATTRIBUTE,
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitHydrated(page);
      return response;
    };
    await use(page);
  },
});
