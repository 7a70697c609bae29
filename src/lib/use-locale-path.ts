import { useCallback } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_LOCALE, type Locale } from "#contract/locale.ts";
import { linkTo, localeOfPath, stripLocale } from "./locale-path.ts";

/**
 * Link helpers for the page the shopper is on: `to("/faq")` keeps the prefix style they arrived with
 * (no prefix stays no prefix for English, /en and /th stay), `bare` is the path without the prefix.
 */
export function useLocalePath(): { locale: Locale; prefixed: boolean; bare: string; to: (path: string) => string } {
  const { pathname } = useLocation();
  const prefix = localeOfPath(pathname);
  const locale = prefix ?? DEFAULT_LOCALE;
  const to = useCallback((path: string) => linkTo(path, locale, prefix !== null), [locale, prefix]);
  return { locale, prefixed: prefix !== null, bare: stripLocale(pathname), to };
}
