// Coupons: every seeded one through preview (get-coupon) and apply, the discount line, totals, removal, and a coupon
// dropping off when the cart no longer qualifies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import { CouponPreviewResponse, discountItemOf, type Cart } from "#contract/cart.ts";
import { couponSeeds } from "#seed/coupons.ts";
import { call, cartOf, getCart, newCart, productsWithStock } from "./cart-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const seeds = couponSeeds(new Date());
const seed = (code: string) => {
  const found = seeds.find((c) => c.code === code);
  if (!found) throw new Error(`no seeded coupon ${code}`);
  return found;
};

/** A cart whose subtotal is below (or at least) ฿1,500, the SAVE200 threshold. */
async function cartWorth(atLeast: boolean): Promise<Cart> {
  const items = await productsWithStock(t, 20);
  const cheap = items.find((p) => p.price <= 100_000);
  if (!cheap) throw new Error("need a product under ฿1,000");
  const qty = atLeast ? Math.ceil(150_000 / cheap.price) : 1;
  return newCart(t, cheap.id, qty);
}

const apply = (cartId: string, code: string, locale: "en" | "th" = "en") =>
  call(t, "POST", "/api/cart/apply-coupon", { cart_id: cartId, coupon_code: code }, locale);

describe("get-coupon (preview)", () => {
  it("previews WELCOME10 in both languages, whatever the case and spaces typed", async () => {
    const en = await call(t, "GET", "/api/cart/get-coupon?code=%20welcome10%20");
    expect(en.status).toBe(200);
    expect(is(en.body, CouponPreviewResponse)).toBe(true);
    const w = seed("WELCOME10");
    expect(en.body.data).toMatchObject({
      code: "WELCOME10", name: w.nameEn, desc: w.descEn, discount_type: "percent", discount_value: 10, min_spend: 0,
      members_only: false, exclusive_only: false, starts_at: null, ends_at: null,
    });
    const th = await call(t, "GET", "/api/cart/get-coupon?code=WELCOME10", undefined, "th");
    expect(th.body.data).toMatchObject({ name: w.nameTh, desc: w.descTh });
  });

  it("previews members-only and exclusive-only coupons with their flags (refused later, at apply)", async () => {
    expect((await call(t, "GET", "/api/cart/get-coupon?code=MEMBER15")).body.data).toMatchObject({ members_only: true,
      max_discount: 150_000 });
    expect((await call(t, "GET", "/api/cart/get-coupon?code=EXCLUSIVE300")).body.data)
      .toMatchObject({ exclusive_only: true });
    expect((await call(t, "GET", "/api/cart/get-coupon?code=SAVE200")).body.data).toMatchObject(
      { discount_type: "fixed", discount_value: 20_000, min_spend: 150_000 });
  });

  it("answers clear codes for unknown, expired, not started and used-up coupons", async () => {
    const cases = [
      ["NOPE123", 404, "coupon_not_found"], ["SUMMER25", 422, "coupon_expired"],
      ["COMINGSOON20", 422, "coupon_not_started"], ["FLASH50", 422, "coupon_usage_limit"],
    ] as const;
    for (const [code, status, expected] of cases) {
      const reply = await call(t, "GET", `/api/cart/get-coupon?code=${code}`);
      expect(reply.status, code).toBe(status);
      expect(reply.body.code, code).toBe(expected);
    }
    // The spec's own wording for an unknown coupon, in both languages.
    expect((await call(t, "GET", "/api/cart/get-coupon?code=NOPE123")).body.message)
      .toBe("No coupon found, please try again.");
    expect((await call(t, "GET", "/api/cart/get-coupon?code=NOPE123", undefined, "th")).body.message)
      .toBe("ไม่พบคูปองนี้ กรุณาลองอีกครั้ง");
  });

  it("refuses malformed codes with 400", async () => {
    for (const code of ["", "!!", "a b", "x".repeat(33), "%27--"]) {
      expect((await call(t, "GET", `/api/cart/get-coupon?code=${code}`)).status, code).toBe(400);
    }
  });
});

describe("apply-coupon and remove-coupon", () => {
  it("WELCOME10 takes 10% off as a discount line, and totals follow spec §5", async () => {
    const cart = await cartWorth(false);
    const applied = cartOf(await apply(cart.id, "welcome10", "th"));
    const line = discountItemOf(applied);
    const w = seed("WELCOME10");
    expect(line).toMatchObject({ type: "discount", code: "WELCOME10", name: w.nameTh, desc: w.descTh, qty: 1,
      product_id: null });
    expect(applied.discount).toBe(Math.floor(cart.subtotal / 10));
    expect(line?.total).toBe(-applied.discount);
    expect(applied.total).toBe(cart.subtotal - applied.discount + applied.shipping);
    // The cart keeps the coupon when read again, in the language of the reader.
    expect(discountItemOf(await getCart(t, cart.id))?.name).toBe(w.nameEn);

    const removed = cartOf(await call(t, "POST", "/api/cart/remove-coupon", { cart_id: cart.id }));
    expect(discountItemOf(removed)).toBeUndefined();
    expect(removed.discount).toBe(0);
    expect(removed.total).toBe(cart.total);
  });

  it("SAVE200 needs ฿1,500 of goods; it applies from there and drops off when the cart falls below", async () => {
    const small = await cartWorth(false);
    const refused = await apply(small.id, "SAVE200");
    expect(refused).toMatchObject({ status: 422, body: { code: "coupon_min_spend" } });
    expect(await getCart(t, small.id)).toEqual(small);

    const big = await cartWorth(true);
    const applied = cartOf(await apply(big.id, "SAVE200"));
    expect(applied.discount).toBe(20_000);
    expect(discountItemOf(applied)?.total).toBe(-20_000);

    const line = applied.items.find((i) => i.type === "product");
    const shrunk = cartOf(await call(t, "PATCH", "/api/cart",
      { cart_id: big.id, cart_item_id: line?.cart_item_id, qty: 1 }));
    expect(discountItemOf(shrunk)).toBeUndefined();
    expect(shrunk.discount).toBe(0);
    // Gone for good: growing the cart again does not bring it back silently.
    const regrown = cartOf(await call(t, "PATCH", "/api/cart",
      { cart_id: big.id, cart_item_id: line?.cart_item_id, qty: line?.qty }));
    expect(regrown.discount).toBe(0);
  });

  it("refuses each other seeded coupon for a guest with its code and leaves the cart as it was", async () => {
    const cart = await cartWorth(true);
    const cases = [
      ["SUMMER25", 422, "coupon_expired"], ["COMINGSOON20", 422, "coupon_not_started"],
      ["MEMBER15", 422, "coupon_members_only"],
      // A guest is asked to sign in first, even for an exclusive coupon (an exclusive member may be signed out).
      ["EXCLUSIVE300", 422, "coupon_members_only"],
      ["FLASH50", 422, "coupon_usage_limit"], ["UNKNOWN1", 404, "coupon_not_found"],
    ] as const;
    for (const [code, status, expected] of cases) {
      const reply = await apply(cart.id, code);
      expect(reply.status, code).toBe(status);
      expect(reply.body.code, code).toBe(expected);
    }
    expect(await getCart(t, cart.id)).toEqual(cart);
  });

  it("a refused coupon keeps the coupon already applied", async () => {
    const cart = await cartWorth(true);
    const withWelcome = cartOf(await apply(cart.id, "WELCOME10"));
    expect((await apply(cart.id, "SUMMER25")).status).toBe(422);
    expect(await getCart(t, cart.id)).toEqual(withWelcome);
  });

  it("a second coupon replaces the first (one coupon per cart)", async () => {
    const cart = await cartWorth(true);
    cartOf(await apply(cart.id, "WELCOME10"));
    const replaced = cartOf(await apply(cart.id, "SAVE200"));
    expect(replaced.items.filter((i) => i.type === "discount").map((i) => i.name)).toEqual([seed("SAVE200").nameEn]);
  });

  it("refuses a coupon on an empty cart as not applicable", async () => {
    const cart = await cartWorth(false);
    const line = cart.items[0];
    cartOf(await call(t, "DELETE", `/api/cart?cart_id=${cart.id}&cart_item_id=${line?.cart_item_id}`));
    expect((await apply(cart.id, "WELCOME10")).body.code).toBe("coupon_not_applicable");
  });
});
