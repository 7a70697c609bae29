import { describe, expect, it } from "vitest";
import { formatBaht } from "./money.ts";

// What the shop showed before it formatted by hand: Intl's currency format for en-US and th-TH.
const intl = (satang: number, tag: string) => new Intl.NumberFormat(tag, {
  style: "currency", currency: "THB", currencyDisplay: "narrowSymbol",
  minimumFractionDigits: satang % 100 === 0 ? 0 : 2, maximumFractionDigits: 2,
}).format(satang / 100);

describe("formatBaht", () => {
  it("writes what Intl.NumberFormat writes for English and Thai, from 0 to millions, refunds included", () => {
    const amounts = [0, 1, 5, 99, 100, 690_00, 1_290_50, 1_290_05, 99_999_99, 100_000_00, 1_234_567_89, -690_00,
      -50, 12_345_678_901];
    for (let i = 0; i < 500; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 11))));
    for (const satang of amounts) {
      expect(formatBaht(satang, "en"), String(satang)).toBe(intl(satang, "en-US"));
      expect(formatBaht(satang, "th"), String(satang)).toBe(intl(satang, "th-TH"));
    }
  });
});
