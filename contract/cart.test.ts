import { describe, expect, it } from "vitest";
import { is, validate, type Struct } from "superstruct";
import {
  AddToCart, ApplyCoupon, ApplyShipping, Cart, CART_ERROR_CODES, cartTotals, CouponPreview, discountItemOf,
  GetCouponQuery, isCartErrorCode, PreCheckResult, RemoveCartItemQuery, UpdateCartItem, type CartDiscountItem,
  type CartProductItem,
} from "./cart.ts";

const CART_ID = "3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b";

/** Validates like the server's validation plugin: coercing; bodies keep unknown keys as errors, queries drop them. */
function check<T, S>(value: unknown, schema: Struct<T, S>, part: "body" | "query" = "body") {
  return validate(value, schema, { coerce: true, mask: part === "query" });
}
function failedPaths<T, S>(value: unknown, schema: Struct<T, S>, part: "body" | "query" = "body"): string[] {
  const [error] = check(value, schema, part);
  return error ? [...new Set(error.failures().map((f) => f.path.join(".")))] : [];
}

describe("AddToCart", () => {
  it("accepts a first add without a cart id, with null, and with a stored id", () => {
    expect(check({ product_id: 12, qty: 1 }, AddToCart)[1]).toEqual({ product_id: 12, qty: 1 });
    expect(check({ cart_id: null, product_id: 12, qty: 2 }, AddToCart)[0]).toBeUndefined();
    expect(check({ cart_id: CART_ID, product_id: 12, qty: 99 }, AddToCart)[0]).toBeUndefined();
  });

  it("refuses quantities that are not a whole 1..99", () => {
    for (const qty of [0, -1, 1.5, 100, 1e3, Number.NaN, Infinity, "1", "1e3", "2", null, true]) {
      expect(failedPaths({ product_id: 12, qty }, AddToCart), String(qty)).toEqual(["qty"]);
    }
    expect(failedPaths({ product_id: 12 }, AddToCart)).toEqual(["qty"]);
  });

  it("refuses malformed cart ids", () => {
    for (const cart_id of [
      "", "123", "not-a-uuid", `${CART_ID}x`, " " + CART_ID,
      "3f2b8c1e-9a4d-1e6f-8b7a-1c2d3e4f5a6b", // version 1, not 4
      "3f2b8c1e-9a4d-4e6f-7b7a-1c2d3e4f5a6b", // wrong variant
      "3f2b8c1e9a4d4e6f8b7a1c2d3e4f5a6b", // no dashes
      42,
    ]) {
      expect(failedPaths({ cart_id, product_id: 1, qty: 1 }, AddToCart), String(cart_id)).toEqual(["cart_id"]);
    }
  });

  it("lower-cases an upper-case cart id", () => {
    expect(check({ cart_id: CART_ID.toUpperCase(), product_id: 1, qty: 1 }, AddToCart)[1]?.cart_id).toBe(CART_ID);
  });

  it("refuses unknown, zero and negative product ids and extra fields", () => {
    expect(failedPaths({ product_id: 0, qty: 1 }, AddToCart)).toEqual(["product_id"]);
    expect(failedPaths({ product_id: -3, qty: 1 }, AddToCart)).toEqual(["product_id"]);
    expect(failedPaths({ product_id: 1, qty: 1, price: 1 }, AddToCart)).toEqual(["price"]);
  });
});

describe("other cart requests", () => {
  it("update sets a quantity on a line", () => {
    expect(check({ cart_id: CART_ID, cart_item_id: 5, qty: 3 }, UpdateCartItem)[0]).toBeUndefined();
    expect(failedPaths({ cart_id: CART_ID, cart_item_id: 5, qty: 0 }, UpdateCartItem)).toEqual(["qty"]);
  });

  it("remove reads both ids from the query", () => {
    expect(check({ cart_id: CART_ID, cart_item_id: "5" }, RemoveCartItemQuery, "query")[1]).toEqual({
      cart_id: CART_ID, cart_item_id: 5,
    });
    expect(failedPaths({ cart_id: CART_ID, cart_item_id: "5.0" }, RemoveCartItemQuery, "query")).toEqual([
      "cart_item_id",
    ]);
  });

  it("coupon codes are trimmed and upper-cased; odd characters are refused", () => {
    expect(check({ code: " welcome10 " }, GetCouponQuery, "query")[1]).toEqual({ code: "WELCOME10" });
    expect(failedPaths({ code: "" }, GetCouponQuery, "query")).toEqual(["code"]);
    expect(failedPaths({ code: "10%OFF" }, GetCouponQuery, "query")).toEqual(["code"]);
    expect(failedPaths({ code: "A".repeat(33) }, GetCouponQuery, "query")).toEqual(["code"]);
    expect(check({ cart_id: CART_ID, coupon_code: "sale-2026" }, ApplyCoupon)[1]?.coupon_code).toBe("SALE-2026");
  });

  it("pickup needs a branch and the other methods refuse one", () => {
    expect(check({ cart_id: CART_ID, method: "pickup", branch_id: 2 }, ApplyShipping)[0]).toBeUndefined();
    expect(check({ cart_id: CART_ID, method: "express" }, ApplyShipping)[0]).toBeUndefined();
    expect(failedPaths({ cart_id: CART_ID, method: "pickup" }, ApplyShipping)).toEqual(["branch_id"]);
    expect(failedPaths({ cart_id: CART_ID, method: "standard", branch_id: 2 }, ApplyShipping)).toEqual(["branch_id"]);
    expect(failedPaths({ cart_id: CART_ID, method: "drone" }, ApplyShipping)).toEqual(["method"]);
  });
});

const productLine = (over: Partial<CartProductItem> = {}): CartProductItem => ({
  type: "product", cart_item_id: 1, product_id: 10, qty: 2, total: 258_000, name: "Glow Serum", desc: "Lumi · 30 ml",
  slug: "glow-serum", image: "/media/product/glow-serum.webp", unit_price: 129_000, compare_at_price: null, stock: 4,
  ...over,
});
const discountLine: CartDiscountItem = {
  type: "discount", cart_item_id: 2, product_id: null, qty: 1, total: -25_800, name: "Welcome 10%", desc: "10% off",
  code: "WELCOME10",
};
const cart = {
  id: CART_ID, items: [productLine(), discountLine], subtotal: 258_000, discount: 25_800, shipping: 0,
  shipping_method: null, branch_id: null, vat: 15_191, total: 232_200, item_count: 2,
};

describe("Cart response", () => {
  it("validates a cart with a product line and a discount line", () => {
    expect(is(cart, Cart)).toBe(true);
  });

  it("refuses a discount line with a product id or a positive total", () => {
    expect(is({ ...cart, items: [{ ...discountLine, product_id: 3 }] }, Cart)).toBe(false);
    expect(is({ ...cart, items: [{ ...discountLine, total: 100 }] }, Cart)).toBe(false);
  });

  it("finds the discount line, or none (then the coupon is cleared, spec §4)", () => {
    expect(discountItemOf(cart)?.code).toBe("WELCOME10");
    expect(discountItemOf({ items: [productLine()] })).toBeUndefined();
  });

  it("recomputes the server's totals from the product lines only", () => {
    const totals = cartTotals(cart);
    expect(totals.total).toBe(cart.total);
    expect(totals.vat).toBe(cart.vat);
    expect(totals.item_count).toBe(2);
  });
});

describe("coupon preview and pre-check", () => {
  it("validates a coupon preview", () => {
    expect(
      is(
        {
          code: "WELCOME10", name: "Welcome", desc: "10% off your first order", discount_type: "percent",
          discount_value: 10, max_discount: 50_000, min_spend: 0, starts_at: null, ends_at: "2026-12-31T17:00:00.000Z",
          members_only: true, exclusive_only: false,
        },
        CouponPreview,
      ),
    ).toBe(true);
  });
  it("validates pre-check problems", () => {
    expect(
      is(
        {
          ok: false,
          problems: [
            { cart_item_id: 1, product_id: 10, code: "insufficient_stock", available: 1 },
            { cart_item_id: 3, product_id: 11, code: "price_changed", price: 99_000 },
          ],
        },
        PreCheckResult,
      ),
    ).toBe(true);
  });
});

describe("CART_ERROR_CODES", () => {
  it("are distinct snake_case codes", () => {
    expect(new Set(CART_ERROR_CODES).size).toBe(CART_ERROR_CODES.length);
    for (const code of CART_ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
  it("recognises its own codes only", () => {
    expect(isCartErrorCode("coupon_expired")).toBe(true);
    expect(isCartErrorCode("not_found")).toBe(false);
    expect(isCartErrorCode(7)).toBe(false);
  });
});
