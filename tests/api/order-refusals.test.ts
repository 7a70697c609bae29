// Bad input at checkout: each refusal is a clear 4xx { message, code, errors } in English and Thai, and
// nothing changes: no order, no stock taken, the cart as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "#contract/cart.ts";
import { messages } from "#plugins/messages.ts";
import { startApp, type TestApp } from "./harness.ts";
import { call, cartWith, confirmedOf, guestCheckout, orderCount, place, placedOf, stockOf,
  type Reply } from "./checkout-helpers.ts";
import { productsWithStock, setStock } from "./cart-helpers.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { addressInput, as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let productId: number;
let spareId: number;
let alice: TestMember;
let bob: TestMember;
let bobAddressId: number;

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  const stocked = await productsWithStock(t, 20);
  productId = stocked[0]?.id ?? 0;
  spareId = stocked[1]?.id ?? 0;
  [alice, bob] = [await createTestMember(t.app), await createTestMember(t.app)];
  const saved = await as(t, bob.auth, "POST", "/api/user/address", addressInput(geo));
  bobAddressId = (saved.body.data as { id: number }).id;
});
afterAll(async () => {
  await t.close();
});

const THAI = /[\u0E00-\u0E7F]/;

/** Places `body` in both languages and checks the refusal each time; then that cart, stock and orders are as before. */
async function refused(
  cart: Cart, body: unknown, expected: { status: number; code: string; field?: string },
  options: { auth?: Record<string, string>; key?: string; cartAuth?: Record<string, string> } = {},
): Promise<Reply[]> {
  const before = { orders: await orderCount(t), stock: await stockOf(t, productId) };
  const replies: Reply[] = [];
  for (const locale of ["en", "th"] as const) {
    const reply = await place(t, body, { ...options, locale });
    expect(reply.status, JSON.stringify(reply.body)).toBe(expected.status);
    expect(reply.body.code).toBe(expected.code);
    expect(reply.body.message).toBe(messages[expected.code as keyof typeof messages][locale]);
    if (expected.field) {
      const errors = reply.body.errors as Record<string, string[]> | undefined;
      expect(Object.keys(errors ?? {}), JSON.stringify(errors)).toContain(expected.field);
      if (locale === "th") expect(errors?.[expected.field]?.join(" ")).toMatch(THAI);
    }
    replies.push(reply);
  }
  expect(await orderCount(t)).toBe(before.orders);
  expect(await stockOf(t, productId)).toBe(before.stock);
  const again = await t.app.inject({ method: "GET", url: `/api/cart?cart_id=${cart.id}`,
    headers: options.cartAuth ?? {} });
  expect(again.statusCode).toBe(200);
  // The cart's lines as they were (the stock shown beside them may move: the test sells products out).
  const lines = (c: Cart) => confirmedOf(c).lines;
  expect(lines(again.json().data as Cart)).toEqual(lines(cart));
  return replies;
}

describe("refused placements change nothing", () => {
  it("an empty cart", async () => {
    const full = await cartWith(t, [[productId, 1]]);
    const line = full.items[0]?.cart_item_id;
    const emptied = (await call(t, "DELETE", `/api/cart?cart_id=${full.id}&cart_item_id=${line}`)).body.data as Cart;
    expect(emptied.items).toEqual([]);
    await refused(emptied, guestCheckout(emptied, geo, { confirmed: confirmedOf(full) }), { status: 422,
      code: "cart_empty" });
  });

  it("someone else's cart: another member's, or a member's cart named by a guest", async () => {
    const cart = await cartWith(t, [[productId, 1]], alice.auth);
    const body = guestCheckout(cart, geo);
    await refused(cart, body, { status: 404, code: "cart_not_found" }, { cartAuth: alice.auth });
    await refused(cart, body, { status: 404, code: "cart_not_found" }, { auth: bob.auth, cartAuth: alice.auth });
  });

  it("a sub-district that does not exist, and a post code that is not the sub-district's", async () => {
    const cart = await cartWith(t, [[productId, 1]]);
    const unknown = guestCheckout(cart, geo);
    (unknown.shipping_address as Record<string, unknown>).sub_district_id = 999_999;
    await refused(cart, unknown, { status: 400, code: "validation_failed", field: "shipping_address.sub_district_id" });
    const mismatch = guestCheckout(cart, geo);
    const other = geo.sub_district.postal_code === "10110" ? "50200" : "10110";
    (mismatch.shipping_address as Record<string, unknown>).postal_code = other;
    await refused(cart, mismatch, { status: 400, code: "validation_failed", field: "shipping_address.postal_code" });
  });

  it("another member's saved address, and a saved address without signing in", async () => {
    const cart = await cartWith(t, [[productId, 1]], alice.auth);
    const body = { ...guestCheckout(cart, geo), shipping_address: { address_id: bobAddressId } };
    await refused(cart, body, { status: 400, code: "validation_failed", field: "shipping_address.address_id" },
      { auth: alice.auth, cartAuth: alice.auth });
    const guestCart = await cartWith(t, [[productId, 1]]);
    await refused(guestCart, { ...guestCheckout(guestCart, geo), billing_address: { address_id: bobAddressId } }, {
      status: 400, code: "validation_failed", field: "billing_address.address_id",
    });
  });

  it("a bad phone or e-mail, and a guest without contact details", async () => {
    const cart = await cartWith(t, [[productId, 1]]);
    const phone = guestCheckout(cart, geo, { contact: { email: "a@example.com", first_name: "A", last_name: "B",
      phone: { country_code: "TH", number: "0212345" } } });
    await refused(cart, phone, { status: 400, code: "validation_failed", field: "contact.phone" });
    const email = guestCheckout(cart, geo, { contact: { email: "not-an-email", first_name: "A", last_name: "B",
      phone: { country_code: "TH", number: "0812345678" } } });
    await refused(cart, email, { status: 400, code: "validation_failed", field: "contact.email" });
    const none = guestCheckout(cart, geo);
    delete (none as { contact?: unknown }).contact;
    await refused(cart, none, { status: 400, code: "validation_failed", field: "contact" });
  });

  it("no shipping address for a delivery", async () => {
    const cart = await cartWith(t, [[productId, 1]]);
    const body = guestCheckout(cart, geo);
    delete (body as { shipping_address?: unknown }).shipping_address;
    await refused(cart, body, { status: 400, code: "validation_failed", field: "shipping_address" });
  });

  it("the policy box not ticked, or missing", async () => {
    const cart = await cartWith(t, [[productId, 1]]);
    await refused(cart, guestCheckout(cart, geo, { accept_policy: false }), { status: 422, code: "policy_not_accepted",
      field: "accept_policy" });
    const missing = guestCheckout(cart, geo);
    delete (missing as { accept_policy?: unknown }).accept_policy;
    await refused(cart, missing, { status: 422, code: "policy_not_accepted", field: "accept_policy" });
  });

  it("a sold-out line: the shopper keeps the cart and is told per line", async () => {
    const cart = await cartWith(t, [[spareId, 2]]);
    const stock = await stockOf(t, spareId);
    await setStock(t, spareId, 0);
    const [en] = await refused(cart, guestCheckout(cart, geo), { status: 409, code: "out_of_stock",
      field: "confirmed.lines.0.qty" });
    expect((en?.body.errors as Record<string, string[]>)["confirmed.lines.0.qty"]).toEqual(["None left in stock."]);
    await setStock(t, spareId, 1);
    await refused(cart, guestCheckout(cart, geo), { status: 409, code: "insufficient_stock",
      field: "confirmed.lines.0.qty" });
    await setStock(t, spareId, stock);
  });

  it("malformed requests: no confirmed figures, a duplicated line, a bad Idempotency-Key", async () => {
    const cart = await cartWith(t, [[productId, 1]]);
    const bare = guestCheckout(cart, geo);
    delete (bare as { confirmed?: unknown }).confirmed;
    await refused(cart, bare, { status: 400, code: "validation_failed", field: "confirmed" });
    const line = confirmedOf(cart).lines[0];
    const doubled = guestCheckout(cart, geo, { confirmed: { lines: [line, line], total: cart.total } });
    await refused(cart, doubled, { status: 400, code: "validation_failed", field: "confirmed" });
    await refused(cart, guestCheckout(cart, geo), { status: 400, code: "validation_failed", field: "idempotency-key" },
      { key: "short" });
  });

  it("an Idempotency-Key already used for another cart's order", async () => {
    const first = await cartWith(t, [[productId, 1]]);
    placedOf(await place(t, guestCheckout(first, geo), { key: "reused-key-0001" }));
    const second = await cartWith(t, [[productId, 1]]);
    await refused(second, guestCheckout(second, geo), { status: 422, code: "idempotency_key_reused" },
      { key: "reused-key-0001" });
  });
});
