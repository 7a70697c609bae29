import { describe, expect, it } from "vitest";
import { formatBaht } from "#contract/money.ts";
import { discountPercent, isOnSale, stockState } from "./product-state.ts";

describe("formatBaht", () => {
  it("shows whole baht without satang and keeps satang when there are any", () => {
    expect(formatBaht(69000, "en")).toBe("฿690");
    expect(formatBaht(129050, "en")).toBe("฿1,290.50");
    expect(formatBaht(129005, "en")).toBe("฿1,290.05");
    expect(formatBaht(0, "en")).toBe("฿0");
  });
  it("formats for Thai with the baht sign and Thai grouping", () => {
    expect(formatBaht(250000, "th")).toBe("฿2,500");
    expect(formatBaht(680450, "th")).toBe("฿6,804.50");
  });
});

describe("discountPercent and isOnSale", () => {
  it("rounds the saving to a whole percent", () => {
    expect(discountPercent(72000, 99000)).toBe(27);
    expect(discountPercent(50000, 100000)).toBe(50);
    expect(isOnSale(72000, 99000)).toBe(true);
  });
  it("is null (not on sale) when there is no sale or the old price is not higher", () => {
    for (const compareAt of [null, undefined, 50000, 40000]) {
      expect(discountPercent(50000, compareAt)).toBeNull();
      expect(isOnSale(50000, compareAt)).toBe(false);
    }
  });
});

describe("stockState", () => {
  it("says sold out at 0, how many are left up to 5, and in stock above", () => {
    expect(stockState(0)).toEqual({ kind: "sold-out" });
    expect(stockState(-1)).toEqual({ kind: "sold-out" });
    expect(stockState(1)).toEqual({ kind: "low", left: 1 });
    expect(stockState(5)).toEqual({ kind: "low", left: 5 });
    expect(stockState(6)).toEqual({ kind: "in-stock" });
  });
});
