import { describe, expect, it } from "vitest";
import { checkAddition, checkQuantity, mergeCarts } from "./stock.ts";

describe("checkQuantity", () => {
  it("accepts a whole quantity within stock, including all of it", () => {
    expect(checkQuantity(1, 10)).toEqual({ ok: true, qty: 1 });
    expect(checkQuantity(10, 10)).toEqual({ ok: true, qty: 10 });
    expect(checkQuantity(99, 500)).toEqual({ ok: true, qty: 99 });
  });

  it("refuses 0, negatives, fractions, NaN and more than 99", () => {
    for (const qty of [0, -1, 1.5, Number.NaN, Infinity, 100, 1e3]) {
      expect(checkQuantity(qty, 500), String(qty)).toMatchObject({ ok: false, code: "quantity_invalid" });
    }
  });

  it("says out of stock when none are left", () => {
    expect(checkQuantity(1, 0)).toEqual({ ok: false, code: "out_of_stock", available: 0 });
  });

  it("says how many are left when fewer than asked", () => {
    expect(checkQuantity(4, 3)).toEqual({ ok: false, code: "insufficient_stock", available: 3 });
  });
});

describe("checkAddition", () => {
  it("adds to what the line holds", () => {
    expect(checkAddition(2, 3, 10)).toEqual({ ok: true, qty: 5 });
    expect(checkAddition(0, 1, 1)).toEqual({ ok: true, qty: 1 });
  });

  it("refuses a sum above stock with what is available", () => {
    expect(checkAddition(2, 2, 3)).toEqual({ ok: false, code: "insufficient_stock", available: 3 });
  });

  it("refuses a sum above 99 even with plenty in stock", () => {
    expect(checkAddition(98, 2, 500)).toMatchObject({ ok: false, code: "quantity_invalid", available: 99 });
  });

  it("refuses an invalid added quantity before looking at stock", () => {
    expect(checkAddition(1, 0, 0)).toMatchObject({ ok: false, code: "quantity_invalid" });
    expect(checkAddition(1, -2, 10)).toMatchObject({ ok: false, code: "quantity_invalid" });
  });
});

describe("mergeCarts (guest cart into a member's cart at sign-in)", () => {
  const stock = new Map([[1, 10], [2, 3], [3, 0], [4, 500]]);

  it("adds quantities of the same product and keeps the member's lines first", () => {
    const result = mergeCarts([{ productId: 1, qty: 2 }], [{ productId: 4, qty: 1 }, { productId: 1, qty: 3 }], stock);
    expect(result.lines).toEqual([{ productId: 1, qty: 5 }, { productId: 4, qty: 1 }]);
    expect(result.adjusted).toEqual([]);
  });

  it("caps a merged quantity by stock and reports it", () => {
    const result = mergeCarts([{ productId: 2, qty: 2 }], [{ productId: 2, qty: 2 }], stock);
    expect(result.lines).toEqual([{ productId: 2, qty: 3 }]);
    expect(result.adjusted).toEqual([{ productId: 2, wanted: 4, kept: 3 }]);
  });

  it("caps at 99 per line", () => {
    expect(mergeCarts([{ productId: 4, qty: 60 }], [{ productId: 4, qty: 60 }], stock).lines).toEqual([
      { productId: 4, qty: 99 },
    ]);
  });

  it("drops products that are sold out or unknown", () => {
    const result = mergeCarts([], [{ productId: 3, qty: 1 }, { productId: 99, qty: 2 }], stock);
    expect(result.lines).toEqual([]);
    expect(result.adjusted).toEqual([{ productId: 3, wanted: 1, kept: 0 }, { productId: 99, wanted: 2, kept: 0 }]);
  });

  it("leaves either cart unchanged when the other is empty", () => {
    expect(mergeCarts([{ productId: 1, qty: 2 }], [], stock).lines).toEqual([{ productId: 1, qty: 2 }]);
    expect(mergeCarts([], [{ productId: 1, qty: 2 }], stock).lines).toEqual([{ productId: 1, qty: 2 }]);
  });
});
