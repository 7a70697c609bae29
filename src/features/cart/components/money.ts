import type { Locale } from "../../../../contract/locale.ts";

const formats = new Map<Locale, Intl.NumberFormat>();

/** Satang to a baht price for the shop's language: 129050 -> "฿1,290.50". Money is formatted only here, at the edge. */
export function formatBaht(satang: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === "th" ? "th-TH" : "en-US", {
      style: "currency",
      currency: "THB",
      currencyDisplay: "narrowSymbol",
    });
    formats.set(locale, format);
  }
  return format.format(satang / 100);
}
