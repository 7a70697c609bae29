import type { Locale } from "#contract/locale.ts";

const tag = (locale: Locale) => (locale === "th" ? "th-TH" : "en-GB");

/** An ISO instant as a Bangkok calendar date ("25 November 2026", Thai with the Buddhist year). */
export function orderDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), {
    day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Bangkok",
  }).format(new Date(iso));
}

/** An ISO instant with its Bangkok time of day. */
export function orderDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), {
    day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Bangkok",
  }).format(new Date(iso));
}

/** A "YYYY-MM-DD" day (expected dispatch) as words. */
export function calendarDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(tag(locale), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })
    .format(new Date(`${day}T00:00:00Z`));
}
