import type { Locale } from "./locale.ts";
import { formatCount } from "./numbers.ts";

/**
 * Satang to a baht amount in the shop's language, the one money format of the browser and the server (mails,
 * messages): 69000 -> "฿690", 129050 -> "฿1,290.50", -69000 -> "-฿690". Money is formatted only at the edge, from
 * satang. English and Thai (th-TH) write baht alike; this is what Intl.NumberFormat gives for both, done by hand
 * because building that formatter cost a page's hydration ~15 ms (money.test.ts checks the two agree).
 */
export function formatBaht(satang: number, _locale: Locale): string {
  const whole = Math.round(Math.abs(satang));
  const baht = formatCount(Math.floor(whole / 100));
  const rest = whole % 100;
  return `${satang < 0 && whole > 0 ? "-" : ""}฿${baht}${rest ? `.${String(rest).padStart(2, "0")}` : ""}`;
}
