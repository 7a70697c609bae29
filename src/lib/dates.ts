import type { Locale } from "#contract/locale.ts";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date in the shop's language. Thai uses th-TH, whose calendar is the Buddhist era a Thai reader expects
 * (2026 reads 2569); English uses day month year.
 */
export function formatDate(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "th" ? "th-TH" : "en-GB", {
      day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Bangkok",
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
