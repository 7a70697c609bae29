import { describe, expect, it } from "vitest";
import { checkoutChanges, type CheckoutLine } from "./checkout.ts";

const line = (over: Partial<CheckoutLine> = {}): CheckoutLine => ({
  cartItemId: 1, productId: 10, qty: 2, price: 50_000, stock: 5, seenPrice: 50_000, ...over,
});
const agreed = (lines: { product_id: number; qty: number; unit_price: number }[], total: number) => ({ lines, total });

describe("checkoutChanges", () => {
  it("finds nothing when the cart is what the shopper agreed to", () => {
    const lines = [line(), line({ cartItemId: 2, productId: 11, qty: 1, price: 20_000, seenPrice: 20_000 })];
    const confirmed = agreed([{ product_id: 10, qty: 2, unit_price: 50_000 }, { product_id: 11, qty: 1,
      unit_price: 20_000 }], 120_000);
    expect(checkoutChanges({ lines, confirmed, total: 120_000, couponRefused: null })).toEqual([]);
  });

  it("reports a new price per line, from the price shown to the price charged, and the new total", () => {
    const confirmed = agreed([{ product_id: 10, qty: 2, unit_price: 45_000 }], 90_000);
    expect(checkoutChanges({ lines: [line()], confirmed, total: 100_000, couponRefused: null })).toEqual([
      { code: "price_changed", product_id: 10, cart_item_id: 1, previous: 45_000, current: 50_000 },
      { code: "total_changed", product_id: null, cart_item_id: null, previous: 90_000, current: 100_000 },
    ]);
  });

  it("reports stock that no longer covers a line, with what is left", () => {
    const confirmed = agreed([{ product_id: 10, qty: 2, unit_price: 50_000 }], 100_000);
    expect(checkoutChanges({ lines: [line({ stock: 1 })], confirmed, total: 100_000, couponRefused: null })).toEqual([
      { code: "insufficient_stock", product_id: 10, cart_item_id: 1, available: 1 },
    ]);
    expect(checkoutChanges({ lines: [line({ stock: 0 })], confirmed, total: 100_000, couponRefused: null })[0])
      .toMatchObject({ code: "out_of_stock", available: 0 });
  });

  it("notices another tab's changes: a quantity, a line added, a line removed", () => {
    const lines = [line({ qty: 3 }), line({ cartItemId: 2, productId: 12, qty: 1 })];
    const confirmed = agreed([{ product_id: 10, qty: 2, unit_price: 50_000 }, { product_id: 11, qty: 1,
      unit_price: 9_000 }], 109_000);
    expect(checkoutChanges({ lines, confirmed, total: 200_000, couponRefused: null }).map((c) => c.code)).toEqual([
      "quantity_changed", "line_added", "line_removed", "total_changed",
    ]);
  });

  it("reports a coupon that stopped applying, with its reason", () => {
    const confirmed = agreed([{ product_id: 10, qty: 2, unit_price: 50_000 }], 90_000);
    const changes = checkoutChanges({
      lines: [line()], confirmed, total: 100_000, couponRefused: { code: "WELCOME10", reason: "coupon_usage_limit" },
    });
    expect(changes).toContainEqual({ code: "coupon_dropped", product_id: null, cart_item_id: null,
      reason: "coupon_usage_limit" });
  });

  it("accepts figures the shopper agreed to without the coupon", () => {
    const confirmed = agreed([{ product_id: 10, qty: 2, unit_price: 50_000 }], 100_000);
    expect(checkoutChanges({
      lines: [line()], confirmed, total: 100_000, couponRefused: { code: "WELCOME10", reason: "coupon_usage_limit" },
    })).toEqual([]);
  });

  it("without agreed figures, compares with the price the cart last showed", () => {
    expect(checkoutChanges({ lines: [line({ seenPrice: 40_000 })], confirmed: null, total: 100_000,
      couponRefused: null }))
      .toEqual([{ code: "price_changed", product_id: 10, cart_item_id: 1, previous: 40_000, current: 50_000 }]);
  });
});
