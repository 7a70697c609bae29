import type { Locale } from "#contract/locale.ts";

// What Intl gives for en-GB and th-TH short months; written out because building a Thai date formatter cost a
// phone's hydration ~12 ms of loading calendar data (dates.test.ts checks the two agree).
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  th: ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."],
};
/** Bangkok is UTC+7 all year (no daylight saving since 1920). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** The Buddhist era a Thai reader expects: 2026 reads 2569. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * An ISO instant as its Bangkok calendar day in the shop's language: "1 Sept 2026", "1 ก.ย. 2569"; "" when the
 * instant is not a date. The server and every browser agree, whatever their own time zone, so a hydrated page
 * shows the day the server rendered.
 */
export function formatDate(iso: string, locale: Locale): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return "";
  const day = new Date(instant + BANGKOK_OFFSET_MS);
  const year = day.getUTCFullYear() + (locale === "th" ? BUDDHIST_ERA_OFFSET : 0);
  return `${day.getUTCDate()} ${MONTHS[locale][day.getUTCMonth()]} ${year}`;
}
