import type { Locale } from "../../../../contract/locale.ts";

const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === "th" ? "th-TH" : "en-US", {
      style: "currency",
      currency: "THB",
      currencyDisplay: "narrowSymbol",
      // Whole-baht prices read cleaner on cards ("฿690"); satang show only when there are any.
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** Satang to a baht price for the shop's language: 69000 -> "฿690", 129050 -> "฿1,290.50". */
export function formatBaht(satang: number, locale: Locale): string {
  return formatter(locale, satang % 100 === 0).format(satang / 100);
}

/** Whole percent off for a sale badge, or null when the product is not on sale. */
export function discountPercent(price: number, compareAt: number | null | undefined): number | null {
  if (!compareAt || compareAt <= price || compareAt <= 0) return null;
  return Math.round(((compareAt - price) / compareAt) * 100);
}

/** Below this many units, the shop says how many are left. */
export const LOW_STOCK = 5;

export type StockState = { kind: "sold-out" } | { kind: "low"; left: number } | { kind: "in-stock" };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: "sold-out" };
  if (stock <= LOW_STOCK) return { kind: "low", left: stock };
  return { kind: "in-stock" };
}

/** Baht the shopper types or a slider shows, back to satang (rounded to whole baht). */
export const bahtToSatang = (baht: number) => Math.round(baht) * 100;
