import { describe, expect, it } from "vitest";
import { bahtToSatang, discountPercent, formatBaht, stockState } from "./price";

describe("formatBaht", () => {
  it("shows whole baht without satang and keeps satang when there are any", () => {
    expect(formatBaht(69000, "en")).toBe("฿690");
    expect(formatBaht(129050, "en")).toBe("฿1,290.50");
    expect(formatBaht(0, "en")).toBe("฿0");
  });
  it("formats for Thai with the baht sign and Thai grouping", () => {
    expect(formatBaht(250000, "th")).toBe("฿2,500");
  });
});

describe("discountPercent", () => {
  it("rounds the saving to a whole percent", () => {
    expect(discountPercent(72000, 99000)).toBe(27);
    expect(discountPercent(50000, 100000)).toBe(50);
  });
  it("is null when there is no sale or the old price is not higher", () => {
    expect(discountPercent(50000, null)).toBeNull();
    expect(discountPercent(50000, undefined)).toBeNull();
    expect(discountPercent(50000, 50000)).toBeNull();
    expect(discountPercent(50000, 40000)).toBeNull();
  });
});

describe("stockState", () => {
  it("says sold out at 0, how many are left up to 5, and in stock above", () => {
    expect(stockState(0)).toEqual({ kind: "sold-out" });
    expect(stockState(1)).toEqual({ kind: "low", left: 1 });
    expect(stockState(5)).toEqual({ kind: "low", left: 5 });
    expect(stockState(6)).toEqual({ kind: "in-stock" });
  });
});

it("bahtToSatang rounds to whole baht", () => {
  expect(bahtToSatang(12.4)).toBe(1200);
  expect(bahtToSatang(990)).toBe(99000);
});
