import { DEFAULT_LOCALE, LOCALES, type Locale } from "#contract/locale.ts";

export interface LocaleDetectionInput {
  pathname: string;
  /** Value of the i18n_redirected cookie, or null when it is not set. */
  cookie: string | null;
  /** navigator.languages, most preferred first. */
  languages: readonly string[];
}

export interface LocaleDetection {
  locale: Locale;
  /** Where to send the shopper so the URL carries the detected locale; null to stay put. */
  redirectTo: string | null;
}

function asLocale(value: string | null | undefined): Locale | null {
  const tag = (value ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (LOCALES as readonly string[]).includes(tag) ? (tag as Locale) : null;
}

/** The locale a path's first segment names, or null for an unprefixed path. */
export function localeOfPrefix(pathname: string): Locale | null {
  const first = pathname.split("/")[1] ?? "";
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/** The locale a path shows: its prefix, or English for an unprefixed path (spec §2). */
export function localeOfPathname(pathname: string): Locale {
  return localeOfPrefix(pathname) ?? DEFAULT_LOCALE;
}

/**
 * Spec §2: a prefix in the path wins; browser language is detected only at the root path. At "/" a stored choice
 * (cookie i18n_redirected) comes first, then the browser's languages. A Thai result at "/" redirects to "/th".
 */
export function detectLocale({ pathname, cookie, languages }: LocaleDetectionInput): LocaleDetection {
  const prefixed = localeOfPrefix(pathname);
  if (prefixed) return { locale: prefixed, redirectTo: null };
  if (pathname !== "/" && pathname !== "") return { locale: DEFAULT_LOCALE, redirectTo: null };
  const fromCookie = asLocale(cookie);
  const fromBrowser = languages.map(asLocale).find((l): l is Locale => l !== null) ?? null;
  const locale = fromCookie ?? fromBrowser ?? DEFAULT_LOCALE;
  return { locale, redirectTo: locale === DEFAULT_LOCALE ? null : `/${locale}` };
}
