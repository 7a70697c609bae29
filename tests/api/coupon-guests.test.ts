// A once-per-person coupon (WELCOME10) counts guests too (decision 0184): by their mailbox (case, spaces, Gmail dots
// and +tags do not make a new person) and by their phone; the check before placing says so in the shopper's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutCheck } from "#contract/checkout.ts";
import { startApp, type TestApp } from "./harness.ts";
import { call, cartWith, confirmedOf, guestCheckout, place, placedOf } from "./checkout-helpers.ts";
import { cartOf, productsWithStock, type StockedProduct } from "./cart-helpers.ts";
import { geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let goods: StockedProduct[];

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  goods = await productsWithStock(t, 20);
});
afterAll(async () => {
  await t.close();
});

const welcomeCart = async () => {
  const cart = await cartWith(t, [[goods[0]?.id ?? 0, 1]]);
  return cartOf(await call(t, "POST", "/api/cart/apply-coupon", { cart_id: cart.id, coupon_code: "WELCOME10" }));
};
const contact = (email: string, number: string) => ({
  email, first_name: "Kanya", last_name: "Guest", phone: { country_code: "TH", number },
});

describe("WELCOME10 for guests", () => {
  it("a second guest order by the same mailbox or phone goes without it, told at the check and placing", async () => {
    const first = await welcomeCart();
    expect(first.discount).toBeGreaterThan(0);
    const order = placedOf(await place(t, guestCheckout(first, geo,
      { contact: contact("Kanya.Guest+shop@Gmail.com", "081 234 5678") }))).order;
    expect(order).toMatchObject({ coupon_code: "WELCOME10", discount: first.discount });

    // The same Gmail inbox written another way, another phone: the check says the coupon is dropped.
    const again = await welcomeCart();
    const sameMailbox = { email: " kanyaguest@googlemail.com ", phone: { country_code: "TH", number: "089 000 1111" } };
    const check = await t.app.inject({ method: "POST", url: "/api/order/check", headers: { "accept-language": "th" },
      payload: { cart_id: again.id, confirmed: confirmedOf(again), contact: sameMailbox } });
    const data = check.json().data as CheckoutCheck;
    expect(data.changes).toContainEqual({ code: "coupon_dropped", product_id: null, cart_item_id: null,
      reason: "coupon_usage_limit" });
    expect(data).toMatchObject({ discount: 0, coupon_code: null, total: again.total + again.discount });

    // Placing anyway is refused in the shopper's language, nothing written; placed at the new total it has no coupon.
    const refused = await place(t, guestCheckout(again, geo, { contact: contact("kanyaguest@gmail.com",
      "089 000 1111") }), { locale: "th" });
    expect(refused).toMatchObject({ status: 409, body: { code: "order_changed" } });
    expect(JSON.stringify(refused.body)).toContain("หรือคุณใช้ครบสิทธิ์ของคุณแล้ว");
    const without = placedOf(await place(t, guestCheckout(again, geo,
      { contact: contact("kanyaguest@gmail.com", "089 000 1111"), confirmed: data.confirm }))).order;
    expect(without).toMatchObject({ coupon_code: null, discount: 0 });

    // Another address with the first order's phone is the same person too.
    const byPhone = await welcomeCart();
    const phoneRefused = await place(t, guestCheckout(byPhone, geo,
      { contact: contact("someone.else@example.com", "+66 81 234 5678") }));
    expect(phoneRefused).toMatchObject({ status: 409, body: { code: "order_changed" } });
  });

  it("a different guest still gets it", async () => {
    const cart = await welcomeCart();
    const order = placedOf(await place(t, guestCheckout(cart, geo,
      { contact: contact("new.shopper@example.com", "086 555 0101") }))).order;
    expect(order).toMatchObject({ coupon_code: "WELCOME10", discount: cart.discount });
  });
});
