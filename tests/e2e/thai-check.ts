// A Thai page of the seeded shop reads as Thai. Every Latin word a Thai reader meets (on screen, or read
// out from a placeholder, label, alt text or title) must be a name (a brand, the shop, a social network, a bank's
// app), a code or an acronym written in capitals (WELCOME10, SPF50+, LED, QR, EN/TH), or a unit of chemistry (pH).
// Units, tags, badges, dates and labels in English fail. Content marked with another language (shoppers' reviews,
// a query the shopper typed in English) is left out. Shared by thai-pages.spec.ts (1440) and its phone twin (375).
import { expect } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { apiData } from "./support.ts";

/** Names written in Latin letters that Thai pages use as they are: the shop, social networks, banks' own apps. */
const ALLOWED = new Set([
  "skinstate", "ph", "shopping", "google", "facebook", "instagram", "line", "tiktok",
  "bualuang", "mbanking", "krungthai", "ttb",
]);

type Facets = { brands: { name: string }[] };

/** Brand names, split into words: a Thai page may name them as they are written. */
export async function brandWords(page: Page): Promise<Set<string>> {
  const facets = await apiData<Facets>(page, "/api/product/filter", "th");
  return new Set(facets.brands.flatMap((b) => b.name.toLowerCase().split(/[^a-zà-ÿ]+/)).filter(Boolean));
}

/** Latin words a Thai reader would meet on the page as it is now, minus e-mail addresses and the allowed names. */
export async function englishOn(page: Page, names: Set<string>): Promise<string[]> {
  const { seen, heard, theirs } = await page.evaluate(() => {
    const foreign = '[lang]:not([lang="th"])';
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(foreign).forEach((el) => el.remove());
    // A brand's one-letter mark drawn as text (Facebook's "f") is a logo, hidden from screen readers, not a word.
    copy.querySelectorAll('[aria-hidden="true"]').forEach((el) => {
      if ((el.textContent ?? "").trim().length <= 1) el.remove();
    });
    // Sections off screen are drawn only near the viewport (content-visibility) and innerText skips them: read all.
    copy.querySelectorAll<HTMLElement>("*").forEach((el) => { el.style.contentVisibility = "visible"; });
    document.body.append(copy);
    copy.style.position = "absolute";
    const text = copy.innerText;
    copy.remove();
    // What assistive technology reads and a shopper sees in empty fields.
    const said: string[] = [];
    for (const el of document.body.querySelectorAll("[placeholder], [aria-label], [alt], [title]")) {
      if (el.closest(foreign)) continue;
      for (const name of ["placeholder", "aria-label", "alt", "title"]) said.push(el.getAttribute(name) ?? "");
    }
    // The shopper's own words (a name, a review), shown marked with their language and repeated in a label
    // ("Edit Dao Demo's address"), where no markup can mark them.
    const own = [...document.body.querySelectorAll(foreign)].map((el) => el.textContent ?? "");
    return { seen: text, heard: said.join("\n"), theirs: own.join("\n") };
  });
  const latin = (text: string) => text.replace(/\S+@\S+/g, " ").match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*/g) ?? [];
  const own = new Set(latin(theirs).map((word) => word.toLowerCase()));
  const words = [...latin(seen), ...latin(heard).filter((word) => !own.has(word.toLowerCase()))];
  const isCode = (word: string) => word !== word.toLowerCase() && word === word.toUpperCase();
  return [...new Set(words)].filter((word) =>
    !isCode(word) && !ALLOWED.has(word.toLowerCase()) && !names.has(word.toLowerCase()));
}

/** Collects the English found on each screen checked, so one run reports every page at once. */
export class ThaiCheck {
  readonly found: string[] = [];
  private readonly page: Page;
  private readonly names: Set<string>;

  constructor(page: Page, names: Set<string>) {
    this.page = page;
    this.names = names;
  }

  static async start(page: Page): Promise<ThaiCheck> {
    return new ThaiCheck(page, await brandWords(page));
  }

  /** The screen as it is now, named `where` in the report. */
  async screen(where: string): Promise<void> {
    const english = await englishOn(this.page, this.names);
    if (english.length) this.found.push(`${where}: ${english.join(", ")}`);
  }

  /** Each path in turn, once it shows its one h1 and stops loading. */
  async walk(paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      await this.page.goto(path);
      await expect(this.page.locator("h1"), path).toHaveCount(1);
      await this.page.waitForLoadState("networkidle");
      await this.screen(path);
    }
  }
}
