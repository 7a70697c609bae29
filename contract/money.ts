import type { Locale } from "./locale.ts";

const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === "th" ? "th-TH" : "en-US", {
      style: "currency", currency: "THB", currencyDisplay: "narrowSymbol",
      minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Satang to a baht amount in the shop's language, the one money format of the browser and the server (mails,
 * messages): 69000 -> "฿690", 129050 -> "฿1,290.50". Money is formatted only at the edge, from satang.
 */
export function formatBaht(satang: number, locale: Locale): string {
  return formatter(locale, satang % 100 === 0).format(satang / 100);
}
