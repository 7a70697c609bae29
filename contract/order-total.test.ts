import { describe, expect, it } from "vitest";
import { is } from "superstruct";
import { includedVat, orderTotal, Satang, wholeBahtShipping } from "./order-total.ts";

const line = (total: number, qty = 1) => ({ total, qty });

describe("orderTotal (spec §5)", () => {
  it("sums item totals, subtracts the discount and adds shipping", () => {
    const result = orderTotal({ items: [line(129_000, 1), line(50_000, 2)], discount: 10_000, shipping: 5_000 });
    expect(result).toEqual({
      subtotal: 179_000,
      discount: 10_000,
      shipping: 5_000,
      total: 174_000,
      vat: Math.round((174_000 * 7) / 107),
      item_count: 3,
    });
  });

  it("ignores a leading minus on the discount", () => {
    const negative = orderTotal({ items: [line(100_000)], discount: -25_000, shipping: 0 });
    const positive = orderTotal({ items: [line(100_000)], discount: 25_000, shipping: 0 });
    expect(negative.total).toBe(75_000);
    expect(negative).toEqual(positive);
  });

  it("floors the goods at 0 when the discount is bigger than the subtotal, then still adds shipping", () => {
    const result = orderTotal({ items: [line(30_000)], discount: 50_000, shipping: 5_000 });
    expect(result.total).toBe(5_000);
    expect(result.discount).toBe(50_000);
  });

  it("answers zero for an empty cart", () => {
    expect(orderTotal({ items: [], discount: 0, shipping: 0 })).toEqual({
      subtotal: 0, discount: 0, shipping: 0, vat: 0, total: 0, item_count: 0,
    });
  });

  it("counts items by quantity, not by line", () => {
    expect(orderTotal({ items: [line(1_000, 4), line(2_000, 5)], discount: 0, shipping: 0 }).item_count).toBe(9);
  });

  it("adds shipping as whole baht", () => {
    expect(orderTotal({ items: [line(10_000)], discount: 0, shipping: 5_099 }).total).toBe(15_000);
  });

  it("uses a configured VAT rate", () => {
    expect(orderTotal({ items: [line(110_000)], discount: 0, shipping: 0 }, 10).vat).toBe(10_000);
  });

  it("refuses amounts that are not integer satang (a programming error upstream)", () => {
    expect(() => orderTotal({ items: [line(10.5)], discount: 0, shipping: 0 })).toThrow(RangeError);
    expect(() => orderTotal({ items: [line(100, 1.5)], discount: 0, shipping: 0 })).toThrow(RangeError);
    expect(() => orderTotal({ items: [], discount: Number.NaN, shipping: 0 })).toThrow(RangeError);
    expect(() => orderTotal({ items: [], discount: 0, shipping: Infinity })).toThrow(RangeError);
  });
});

describe("includedVat", () => {
  it("is 7/107 of a VAT-inclusive total", () => {
    expect(includedVat(10_700)).toBe(700);
    expect(includedVat(107_000)).toBe(7_000);
  });

  it("rounds to the nearest satang", () => {
    // 100 × 7 / 107 = 6.54 -> 7; 1 × 7 / 107 = 0.065 -> 0; 8 × 7 / 107 = 0.523 -> 1
    expect(includedVat(100)).toBe(7);
    expect(includedVat(1)).toBe(0);
    expect(includedVat(8)).toBe(1);
  });

  it("rounds an exact half up (at 100%: 1 × 100 / 200 = 0.5 -> 1)", () => {
    expect(includedVat(1, 100)).toBe(1);
    expect(includedVat(3, 100)).toBe(2);
  });

  it("is 0 at a 0% rate and refuses a negative rate", () => {
    expect(includedVat(10_000, 0)).toBe(0);
    expect(() => includedVat(10_000, -7)).toThrow(RangeError);
  });
});

describe("wholeBahtShipping", () => {
  it("keeps whole baht and drops a fraction of a baht", () => {
    expect(wholeBahtShipping(5_000)).toBe(5_000);
    expect(wholeBahtShipping(5_099)).toBe(5_000);
    expect(wholeBahtShipping(99)).toBe(0);
  });
  it("never answers a negative fee", () => {
    expect(wholeBahtShipping(-5_000)).toBe(0);
  });
});

describe("Satang", () => {
  it("accepts non-negative integers only", () => {
    expect(is(0, Satang)).toBe(true);
    expect(is(129_050, Satang)).toBe(true);
    expect(is(-1, Satang)).toBe(false);
    expect(is(1.5, Satang)).toBe(false);
    expect(is("100", Satang)).toBe(false);
  });
});
