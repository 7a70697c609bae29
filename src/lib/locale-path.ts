import { DEFAULT_LOCALE, LOCALES, type Locale } from "#contract/locale.ts";

/** The locale a path carries in its prefix, or null for an unprefixed (English default) path. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1];
  return (LOCALES as readonly string[]).includes(first ?? "") ? (first as Locale) : null;
}

/** The language a page's address shows: its prefix, English without one. */
export function pathLocale(pathname: string): Locale {
  return localeOfPath(pathname) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with "/". */
export function stripLocale(pathname: string): string {
  if (!localeOfPath(pathname)) return pathname || "/";
  const rest = pathname.slice(3);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The same page in another locale. Switching always adds the prefix (spec §2), so English
 * becomes /en/...; links inside a page keep the prefix style the shopper arrived with.
 */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** A link target inside the app for the current locale: no prefix stays no prefix for English. */
export function linkTo(path: string, locale: Locale, prefixed: boolean): string {
  const bare = path.startsWith("/") ? path : `/${path}`;
  if (!prefixed && locale === DEFAULT_LOCALE) return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
