import { describe, expect, it } from "vitest";
import { preCheckCart, type PreCheckLine, type ProductNow } from "./precheck.ts";

const line = (cartItemId: number, productId: number, qty: number, unitPrice: number): PreCheckLine => ({
  cartItemId, productId, qty, unitPrice,
});
const catalog = new Map<number, ProductNow>([
  [1, { price: 10_000, stock: 5, listed: true }],
  [2, { price: 20_000, stock: 0, listed: true }],
  [3, { price: 30_000, stock: 2, listed: true }],
  [4, { price: 40_000, stock: 9, listed: false }],
]);

describe("preCheckCart", () => {
  it("is ok when every line is listed, in stock and at the price seen", () => {
    expect(preCheckCart([line(11, 1, 5, 10_000)], catalog)).toEqual({ ok: true, problems: [] });
    expect(preCheckCart([], catalog)).toEqual({ ok: true, problems: [] });
  });

  it("names each problem per line with what the shopper needs to fix it", () => {
    const result = preCheckCart(
      [line(11, 1, 1, 9_000), line(12, 2, 1, 20_000), line(13, 3, 3, 30_000), line(14, 4, 1, 40_000),
        line(15, 77, 1, 1)],
      catalog,
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      { cart_item_id: 11, product_id: 1, code: "price_changed", price: 10_000 },
      { cart_item_id: 12, product_id: 2, code: "out_of_stock", available: 0 },
      { cart_item_id: 13, product_id: 3, code: "insufficient_stock", available: 2 },
      { cart_item_id: 14, product_id: 4, code: "unavailable" },
      { cart_item_id: 15, product_id: 77, code: "unavailable" },
    ]);
  });

  it("reports a stock problem and a price change on the same line together", () => {
    expect(preCheckCart([line(13, 3, 3, 25_000)], catalog).problems).toEqual([
      { cart_item_id: 13, product_id: 3, code: "insufficient_stock", available: 2 },
      { cart_item_id: 13, product_id: 3, code: "price_changed", price: 30_000 },
    ]);
  });
});
