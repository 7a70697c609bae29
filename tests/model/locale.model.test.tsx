import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link, useLocation } from "react-router-dom";
import { assign, createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import type { Locale } from "#contract/locale.ts";
import { localeOfPrefix } from "#machines/locale-detect.ts";
import { localeMachine } from "#machines/locale.machine.ts";
import { LoadingOverlay } from "#components/feedback/LoadingOverlay.tsx";
import { getCookie, removeCookie, setCookie } from "#lib/cookies.ts";
import { activateLocale, i18n } from "#lib/i18n.ts";
import { LOCALE_COOKIE, useLocale } from "#lib/locale.tsx";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage } from "./shop-app.tsx";

/** How the shopper arrives: URL, stored choice, browser languages, and whether the Thai catalog can load. */
interface Arrival {
  path: string;
  cookie: Locale | null;
  languages: string[];
  thaiFails: boolean;
  /** What the shop should pick, per spec §2. */
  expect: Locale;
  /** The URL prefix after arrival (the root redirects to /th for Thai). */
  urlLocale: Locale | null;
}
const arrivals: Arrival[] = [
  { path: "/about-us", cookie: "th", languages: ["th-TH"], thaiFails: false, expect: "en", urlLocale: null },
  { path: "/", cookie: null, languages: ["th-TH", "en"], thaiFails: false, expect: "th", urlLocale: "th" },
  { path: "/th/faq", cookie: null, languages: ["en-US"], thaiFails: true, expect: "th", urlLocale: "th" },
];

type ModelEvent =
  | ({ type: "page.open" } & Arrival)
  | { type: "locale.switch"; locale: Locale }
  | { type: "locale.routeChanged"; path: "/th/faq" | "/about-us" }
  | { type: "locale.retry" };

interface ModelContext {
  shown: Locale;
  requested: Locale;
  thaiFails: boolean;
  urlLocale: Locale | null;
  cookie: Locale | null;
}

const failsFor = (locale: Locale, thaiFails: boolean) => locale === "th" && thaiFails;

// The model: the language a shopper sees, the URL prefix and the stored choice.
const model = createMachine({
  id: "localeModel",
  types: {} as { context: ModelContext; events: ModelEvent },
  context: { shown: "en", requested: "en", thaiFails: false, urlLocale: null, cookie: null },
  initial: "notLoaded",
  states: {
    notLoaded: {
      on: {
        "page.open": [
          {
            guard: ({ event }) => failsFor(event.expect, event.thaiFails),
            target: "failed",
            actions: assign(({ event }) => ({
              shown: "en" as const, requested: event.expect, thaiFails: true, urlLocale: event.urlLocale,
              cookie: event.cookie,
            })),
          },
          {
            target: "ready",
            actions: assign(({ event }) => ({
              shown: event.expect, requested: event.expect, thaiFails: event.thaiFails, urlLocale: event.urlLocale,
              cookie: event.cookie,
            })),
          },
        ],
      },
    },
    ready: {
      on: {
        "locale.switch": [
          {
            guard: ({ context, event }) => failsFor(event.locale, context.thaiFails) && event.locale !== context.shown,
            target: "failed",
            actions: assign(({ event }) => ({ requested: event.locale, urlLocale: event.locale,
              cookie: event.locale })),
          },
          {
            target: "ready",
            actions: assign(({ event }) => ({
              shown: event.locale, requested: event.locale, urlLocale: event.locale, cookie: event.locale,
            })),
          },
        ],
        "locale.routeChanged": [
          {
            guard: ({ context, event }) => failsFor(localeOfPath(event.path), context.thaiFails)
              && localeOfPath(event.path) !== context.shown,
            target: "failed",
            actions: assign(({ event }) => ({ requested: localeOfPath(event.path),
              urlLocale: localeOfPrefix(event.path) })),
          },
          {
            target: "ready",
            actions: assign(({ event }) => ({
              shown: localeOfPath(event.path), requested: localeOfPath(event.path),
              urlLocale: localeOfPrefix(event.path),
            })),
          },
        ],
      },
    },
    failed: {
      on: {
        "locale.retry": {
          target: "ready",
          actions: assign(({ context }) => ({ shown: context.requested, thaiFails: false })),
        },
        "locale.switch": [
          {
            guard: ({ context, event }) => failsFor(event.locale, context.thaiFails),
            target: "failed",
            actions: assign(({ event }) => ({ requested: event.locale, urlLocale: event.locale,
              cookie: event.locale })),
          },
          {
            target: "ready",
            actions: assign(({ event }) => ({
              shown: event.locale, requested: event.locale, urlLocale: event.locale, cookie: event.locale,
            })),
          },
        ],
        "locale.routeChanged": {
          target: "ready",
          guard: ({ context, event }) => localeOfPath(event.path) !== context.requested,
          actions: assign(({ event }) => ({
            shown: localeOfPath(event.path), requested: localeOfPath(event.path), urlLocale: localeOfPrefix(event.path),
          })),
        },
      },
    },
  },
});

function localeOfPath(path: string): Locale {
  return localeOfPrefix(path) ?? "en";
}

/** Stands in for the header's language switch (helper C's LocaleSwitch uses the same hook and names). */
function Harness() {
  const { locale, status, switchTo, retry } = useLocale();
  const { pathname } = useLocation();
  return (
    <main>
      <div role="group" aria-label="Language">
        <button type="button" aria-pressed={locale === "en"} onClick={() => switchTo("en")}>EN</button>
        <button type="button" aria-pressed={locale === "th"} onClick={() => switchTo("th")}>TH</button>
      </div>
      {status === "failed" ? <button type="button" onClick={retry}>Retry</button> : null}
      <output aria-label="Address">{pathname}</output>
      <Link to="/th/faq">Thai FAQ</Link>
      <Link to="/about-us">About us</Link>
      {/* A translated shell component: it must re-render in the shown language. */}
      <LoadingOverlay visible />
    </main>
  );
}

const coverage = trackCoverage(localeMachine);
afterAll(() => coverage.assertComplete());

const testModel = createTestModel(model, {
  ...selfLoopsAsSteps,
  events: [
    ...arrivals.map((a) => ({ type: "page.open" as const, ...a })),
    { type: "locale.switch", locale: "en" },
    { type: "locale.switch", locale: "th" },
    { type: "locale.routeChanged", path: "/th/faq" },
    { type: "locale.routeChanged", path: "/about-us" },
    { type: "locale.retry" },
  ],
});

describe("language (the shop's locale machine through its switch and links)", () => {
  beforeEach(async () => {
    await activateLocale("en");
    document.documentElement.lang = "en";
    removeCookie(LOCALE_COOKIE);
  });
  afterEach(() => vi.restoreAllMocks());

  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, async () => {
      const user = userEvent.setup();
      const failing = { thai: false };
      const activate = (locale: Locale) =>
        failing.thai && locale === "th" ? Promise.reject(new Error("catalog chunk failed")) : activateLocale(locale);

      const expectShown = async (ctx: ModelContext) => {
        const pressed = await screen.findByRole("button", { name: ctx.shown.toUpperCase(), pressed: true });
        expect(pressed).toBeDefined();
        expect(i18n.locale).toBe(ctx.shown);
        expect(screen.getByRole("status", { name: ctx.shown === "th" ? "กำลังโหลด" : "Loading" })).toBeDefined();
        await waitFor(() => expect(localeOfPrefix(screen.getByRole("status", { name: "Address" }).textContent ?? ""))
          .toBe(ctx.urlLocale));
        expect(getCookie(LOCALE_COOKIE)).toBe(ctx.cookie);
      };

      await path.test({
        states: {
          ready: async (state) => {
            await waitFor(() => expect(coverage.currentValue()).toBe("ready"));
            await expectShown(state.context);
            expect(document.documentElement.lang).toBe(state.context.shown);
            expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
          },
          failed: async (state) => {
            await screen.findByRole("button", { name: "Retry" });
            expect(coverage.currentValue()).toBe("failed");
            // The shop keeps the language it already shows.
            await expectShown(state.context);
          },
        },
        events: {
          "page.open": async ({ event }) => {
            const arrival = arrivals.find((a) => "path" in event && a.path === event.path);
            if (!arrival) throw new Error("unknown arrival");
            failing.thai = arrival.thaiFails;
            if (arrival.cookie) setCookie(LOCALE_COOKIE, arrival.cookie, { days: 365 });
            vi.spyOn(window.navigator, "languages", "get").mockReturnValue(arrival.languages);
            await mountPage(<Harness />, { path: arrival.path, coverage: [coverage], activate });
          },
          "locale.switch": async ({ event }) => {
            const locale = "locale" in event ? String(event.locale) : "";
            await user.click(await screen.findByRole("button", { name: locale.toUpperCase() }));
          },
          "locale.routeChanged": async ({ event }) => {
            const target = "path" in event ? event.path : "";
            await user.click(screen.getByRole("link", { name: target === "/about-us" ? "About us" : "Thai FAQ" }));
          },
          "locale.retry": async () => {
            failing.thai = false;
            await user.click(screen.getByRole("button", { name: "Retry" }));
          },
        },
      });
    });
  }
});
