import type { Locale } from "#contract/locale.ts";

/** The per-field text for a stock refusal: how many the shopper may still have. */
export function stockMessage(available: number, locale: Locale): string {
  if (locale === "th") return available > 0 ? `เหลือสินค้าเพียง ${available} ชิ้น` : "สินค้าหมดแล้ว";
  if (available === 0) return "None left in stock.";
  return available === 1 ? "Only 1 left in stock." : `Only ${available} left in stock.`;
}
