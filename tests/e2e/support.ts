// Shared helpers for the browser specs. They only read what a shopper (or a screen reader) would notice.
import AxeBuilder from "@axe-core/playwright";
import { expect } from "./fixtures.ts";
import type { APIResponse, Locator, Page, TestInfo } from "@playwright/test";

/** Thai letters, and code points in the Thai block that have no character: both render as the same
 * "missing glyph" box when no installed font covers Thai, so equal widths mean tofu. */
const THAI_SAMPLE = "กขคงจฉ";
const UNASSIGNED_THAI_BLOCK = "\u0E5C\u0E5D\u0E5E\u0E5F\u0E60\u0E61";

/** True when the element's own font stack draws real Thai glyphs (fonts-thai-tlwg installed), not tofu boxes. */
export async function rendersThaiGlyphs(element: Locator): Promise<boolean> {
  return element.evaluate(
    (el, samples) => {
      const context = document.createElement("canvas").getContext("2d");
      if (!context) return false;
      context.font = getComputedStyle(el).font;
      return context.measureText(samples.thai).width !== context.measureText(samples.unassigned).width;
    },
    { thai: THAI_SAMPLE, unassigned: UNASSIGNED_THAI_BLOCK },
  );
}

/** axe violations a shopper relying on assistive technology would be blocked by. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // WCAG 2.2's target size (24 px) is off in axe by default; a shopper's thumb needs it on every page.
  const results = await new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" ")).join(" | ");
      return `${violation.impact} ${violation.id}: ${violation.help} (${targets})`;
    });
}

/**
 * Waits until the page chrome has loaded its server data (heading, header and footer are on screen) and React has
 * hydrated it: public pages arrive rendered by the server, and a click before hydration would do nothing.
 * html[data-device] is written by the layout's first effect, which runs once the page is hydrated.
 */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.locator("html[data-device]")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
}

/** Screenshots kept under test-results/screenshots/ (for people to look at) and attached to the report: what the
 * viewport shows, and with `fullPage` also the whole page. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string,
  { fullPage = false } = {}): Promise<void> {
  const base = `test-results/screenshots/${name}-${testInfo.project.name}`;
  await page.screenshot({ path: `${base}.png`, animations: "disabled" });
  await testInfo.attach(name, { path: `${base}.png`, contentType: "image/png" });
  if (fullPage) await page.screenshot({ path: `${base}-full.png`, fullPage: true, animations: "disabled" });
}

/** The `data` of a successful API answer. */
export async function apiData<T>(page: Page, path: string, language: "en" | "th" = "en"): Promise<T> {
  const response = await page.request.get(path, { headers: { "Accept-Language": language } });
  expect(response.status(), `${path} answers 200`).toBe(200);
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Alpha channel of a computed CSS colour: "transparent", rgba(r, g, b, a), and the slash forms that
 * color-mix() computes to, e.g. color(srgb 1 1 1 / 0.95). Anything without an alpha is opaque. */
export function alphaOf(color: string): number {
  if (color === "transparent") return 0;
  const slash = /\/\s*([\d.]+)(%?)\s*\)\s*$/.exec(color);
  if (slash?.[1]) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\(\s*[\d.]+\s*,\s*[\d.]+\s*,\s*[\d.]+\s*,\s*([\d.]+)\s*\)$/.exec(color);
  return rgba?.[1] ? Number(rgba[1]) : 1;
}

/**
 * A new member through POST api/auth/register, signed in on the home page in `lang` the way the app keeps a token
 * (spec §4 auth storage). `label` starts the unique e-mail, so a failing run shows which spec made the member.
 */
export async function signUpMember(page: Page, lang: "en" | "th",
  label: string): Promise<{ email: string; token: string }> {
  const email = `${label}-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post("/api/auth/register", {
    data: { email, password: "Skin-state1", password_confirmation: "Skin-state1" },
    headers: { "Accept-Language": lang },
  });
  expect(response.status(), "registered").toBeLessThan(300);
  const { token } = (await response.json()) as { token: string };
  await page.goto(lang === "th" ? "/th" : "/");
  await page.evaluate((value) => localStorage.setItem("auth._token.local", value), `Bearer ${token}`);
  return { email, token };
}

/** The browser holds the token as a sign-in leaves it (spec §4 auth storage). */
export async function holdToken(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    localStorage.setItem("auth._token.local", value);
    document.cookie = `auth._token.local=${encodeURIComponent(value)}; path=/`;
  }, `Bearer ${token}`);
}

export async function tokenOf(response: APIResponse): Promise<string> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A new member through the API, without any order. */
export async function signInAsNewMember(page: Page, tag: string): Promise<void> {
  const email = `reviewer-${tag}-${Date.now()}@example.com`;
  const password = "Sunscreen#50";
  await holdToken(page, await tokenOf(await page.request.post("/api/auth/register", {
    data: { email, password, password_confirmation: password },
  })));
}
