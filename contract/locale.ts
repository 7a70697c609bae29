import { enums, type Infer } from "superstruct";

export const LOCALES = ["en", "th"] as const;
export const DEFAULT_LOCALE = "en";
export const Locale = enums(LOCALES);
export type Locale = Infer<typeof Locale>;

/** Picks en or th from an Accept-Language header value; anything else falls back to English. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("th")) return "th";
    if (tag.startsWith("en")) return "en";
  }
  return DEFAULT_LOCALE;
}

/** The English or the Thai one of a pair of texts (rows keep both languages side by side). */
export const inLocale = <T>(locale: Locale, en: T, th: T): T => (locale === "th" ? th : en);
