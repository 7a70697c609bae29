import { assign, fromPromise, sendTo, setup } from "xstate";
import { DEFAULT_LOCALE, type Locale } from "#contract/locale.ts";
import { detectLocale, localeOfPathname, type LocaleDetection, type LocaleDetectionInput } from "./locale-detect.ts";
import { notProvided } from "./not-provided.ts";
import { inSystem } from "./system.ts";

export type { LocaleDetection, LocaleDetectionInput } from "./locale-detect.ts";

export interface LocaleContext {
  /** The language the shop is showing now (its catalog is loaded and active). */
  locale: Locale;
  /** The language being loaded, or the one that failed to load; equals `locale` once ready. */
  requested: Locale;
  /** What the first page load decided (pure, see locale-detect.ts). */
  detected: LocaleDetection;
}

export type LocaleEvent =
  | { type: "locale.switch"; locale: Locale }
  | { type: "locale.routeChanged"; pathname: string }
  | { type: "locale.retry" };

/** Named-action parameters: the app turns these into a cookie write and a navigation. */
export interface NavigateParams {
  locale: Locale;
  /** true for the detection redirect at "/", which should not leave a history entry. */
  replace: boolean;
}

/**
 * The shop's language (spec §2 "Locale switching"; systemId `locale`). A prefix in the URL wins, the root path
 * detects; switching keeps the page, adds the prefix and stores the choice for 365 days. The menu reloads because it
 * is fetched per locale. If a catalog cannot load, the shop stays in the language it already shows and offers a retry.
 */
export const localeMachine = setup({
  types: {
    input: {} as LocaleDetectionInput,
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
  },
  actors: {
    activateLocale: fromPromise<void, { locale: Locale }>(notProvided("activateLocale")),
  },
  actions: {
    // Writes cookie i18n_redirected for 365 days (path /).
    persistChoice: (_, _params: { locale: Locale }) => {},
    // Sends the shopper to the same page under the locale's prefix.
    navigateToLocalizedPath: (_, _params: NavigateParams) => {},
    // Product names come back in the request's language: the cart loads once a language is on screen, and again in
    // every language the shopper switches to (the first load of the shop's start included).
    loadCart: sendTo(inSystem("cart"), { type: "cart.load" }),
    requestLocale: assign({ requested: (_, params: { locale: Locale }) => params.locale }),
    commitLocale: assign({ locale: ({ context }) => context.requested }),
  },
  guards: {
    hasRedirect: ({ context }) => context.detected.redirectTo !== null,
    isOtherLocale: ({ context }, params: { locale: Locale }) => params.locale !== context.requested,
    isPathInOtherLocale: ({ context }, params: { pathname: string }) =>
      localeOfPathname(params.pathname) !== context.requested,
  },
}).createMachine({
  id: "locale",
  description: "The language the shop shows: detected on the first load, switched by the shopper.",
  // Detection is a pure decision, so it runs when the machine starts instead of as an actor.
  context: ({ input }) => {
    const detected = detectLocale(input);
    return { locale: DEFAULT_LOCALE, requested: detected.locale, detected };
  },
  initial: "detecting",
  on: {
    "locale.routeChanged": {
      guard: { type: "isPathInOtherLocale", params: ({ event }) => ({ pathname: event.pathname }) },
      target: ".activating",
      reenter: true,
      description: "The shopper followed a link or used Back into the other language.",
      actions: { type: "requestLocale", params: ({ event }) => ({ locale: localeOfPathname(event.pathname) }) },
    },
  },
  states: {
    detecting: {
      description: "First load: the URL prefix wins; at '/' the cookie, then the browser language decide.",
      always: [
        {
          guard: "hasRedirect",
          target: "activating",
          description: "Root path and a Thai preference: go to /th.",
          actions: {
            type: "navigateToLocalizedPath",
            params: ({ context }) => ({ locale: context.detected.locale, replace: true }),
          },
        },
        { target: "activating" },
      ],
    },
    activating: {
      description: "Loading and activating the requested language's messages.",
      invoke: {
        src: "activateLocale",
        input: ({ context }) => ({ locale: context.requested }),
        onDone: { target: "ready", actions: ["commitLocale", "loadCart"] },
        onError: { target: "failed", actions: "loadCart" },
      },
    },
    ready: {
      description: "The shop shows the active language; the EN/TH switch is live.",
      on: {
        "locale.switch": [
          {
            guard: { type: "isOtherLocale", params: ({ event }) => ({ locale: event.locale }) },
            target: "activating",
            actions: [
              { type: "requestLocale", params: ({ event }) => ({ locale: event.locale }) },
              { type: "persistChoice", params: ({ event }) => ({ locale: event.locale }) },
              { type: "navigateToLocalizedPath", params: ({ event }) => ({ locale: event.locale, replace: false }) },
            ],
          },
          {
            description: "Same language: keep the choice and add the prefix to the URL.",
            actions: [
              { type: "persistChoice", params: ({ event }) => ({ locale: event.locale }) },
              { type: "navigateToLocalizedPath", params: ({ event }) => ({ locale: event.locale, replace: false }) },
            ],
          },
        ],
      },
    },
    failed: {
      description: "The messages could not load: the shop keeps the language it shows and offers a retry.",
      on: {
        "locale.retry": { target: "activating" },
        "locale.switch": {
          target: "activating",
          actions: [
            { type: "requestLocale", params: ({ event }) => ({ locale: event.locale }) },
            { type: "persistChoice", params: ({ event }) => ({ locale: event.locale }) },
            { type: "navigateToLocalizedPath", params: ({ event }) => ({ locale: event.locale, replace: false }) },
          ],
        },
      },
    },
  },
});
