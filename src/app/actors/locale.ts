import { fromPromise } from "xstate";
import type { Locale } from "#contract/locale.ts";
import { localeMachine, type NavigateParams } from "#machines/locale.machine.ts";
import { setCookie } from "#lib/cookies.ts";
import { activateLocale } from "#lib/i18n.ts";
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "#lib/locale.tsx";
import { localizePath } from "#lib/locale-path.ts";
import type { Navigator } from "./navigator.ts";

export interface LocaleWiring {
  history: Navigator;
  /** Loads and activates a locale's messages; defaults to src/lib/i18n.ts (tests make Thai fail). */
  activate?: ((locale: Locale) => Promise<void>) | undefined;
}

/** The locale machine wired to Lingui, the choice cookie and the browser history. */
export function localeLogic({ history, activate = activateLocale }: LocaleWiring) {
  return localeMachine.provide({
    actors: {
      activateLocale: fromPromise<void, { locale: Locale }>(({ input }) => activate(input.locale)),
    },
    actions: {
      persistChoice: (_, { locale }: { locale: Locale }) =>
        setCookie(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS }),
      navigateToLocalizedPath: (_, { locale, replace }: NavigateParams) => {
        const { pathname, search, hash } = history.location;
        const to = `${localizePath(pathname, locale)}${search}${hash}`;
        if (replace) history.replace(to);
        else history.push(to);
      },
    },
  });
}
