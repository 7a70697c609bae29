import { createContext, useContext } from "react";
import type { Locale } from "#contract/locale.ts";

/** Spec §2: the shopper's language choice lives in this cookie for 365 days (path /). */
export const LOCALE_COOKIE = "i18n_redirected";
export const LOCALE_COOKIE_DAYS = 365;

/** detecting and activating: messages are loading; failed: the shop kept the language it had (retry offered). */
export type LocaleStatus = "detecting" | "activating" | "ready" | "failed";

export interface LocaleApi {
  /** The language the shop shows now. */
  locale: Locale;
  status: LocaleStatus;
  /** Whether the current URL carries a locale prefix (links keep the style the shopper arrived with). */
  prefixed: boolean;
  /** Keeps the page, adds the prefix, stores the choice, loads the messages (and so reloads the menu). */
  switchTo: (locale: Locale) => void;
  retry: () => void;
}

export const LocaleContext = createContext<LocaleApi | null>(null);

export function useLocale(): LocaleApi {
  const value = useContext(LocaleContext);
  if (value === null) throw new Error("useLocale must be used inside <ShopProvider>");
  return value;
}
