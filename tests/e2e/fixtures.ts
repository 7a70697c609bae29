// The specs' `test`: its page waits, after every goto and reload, until the page is hydrated (html[data-hydrated],
// set by src/components/page/HydratedMark.tsx), as a shopper waits for a page to finish loading before typing into it.
// A tap before that is kept and replayed by the early-input script; early-input.spec.ts tests that on its own.
// It also records every status and alert the page shows (see `expectShown`).
import { expect, test as base, type Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "#contract/pages.ts";

export { expect };

const announced = new WeakMap<Page, string[]>();

/** Runs in every document of the page from its start: reports each visible status or alert text once. */
function watchAnnouncements() {
  const report = (window as unknown as { __announce: (text: string) => void }).__announce;
  const reported = new WeakMap<Element, string>();
  new MutationObserver(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')) {
      const text = el.textContent ?? "";
      if (text && reported.get(el) !== text && el.checkVisibility()) {
        reported.set(el, text);
        report(text);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Waits until a status or alert with the text was on screen since the page opened, across navigations, and counts it
 * as seen (a second call waits for a second one): a success toast stays 2 s (spec §9), and on a busy machine a polling
 * check can look before and after it.
 */
export async function expectShown(page: Page, text: string): Promise<void> {
  const record = announced.get(page) ?? [];
  const unseen = () => record.findIndex((shown) => shown.includes(text));
  await expect.poll(unseen, { message: `"${text}" shown` }).toBeGreaterThanOrEqual(0);
  record.splice(unseen(), 1);
}

/** Resolves once the app's first render is in; at once on a page that is not the app (sandbox pages, JSON). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.documentElement.hasAttribute(attribute) || !document.getElementById("root"),
    HYDRATED_ATTRIBUTE,
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const record: string[] = [];
    announced.set(page, record);
    await page.exposeFunction("__announce", (text: string) => record.push(text));
    await page.addInitScript(watchAnnouncements);
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
