// Cart merge at sign-in and member cart ownership: a guest cart joins the member (quantities add up,
// capped by stock), the answer carries the member's cart id, and a member's cart answers only to that member.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart, CartProductItem } from "#contract/cart.ts";
import { queryRows } from "#db/database.ts";
import { api, authOf, STRONG, uniqueEmail, type Reply } from "./auth-helpers.ts";
import { productsWithStock, setStock, type StockedProduct } from "./cart-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";

let t: TestApp;
let a: StockedProduct;
let b: StockedProduct;
beforeAll(async () => {
  t = await startApp();
  const stocked = await productsWithStock(t, 20);
  if (!stocked[0] || !stocked[1]) throw new Error("need two stocked products");
  [a, b] = [stocked[0], stocked[1]];
});
afterAll(async () => {
  await t.close();
});

const cartOf = (reply: Reply): Cart => {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBe(200);
  return reply.body.data as Cart;
};
const lines = (cart: Cart) =>
  cart.items.filter((i): i is CartProductItem => i.type === "product").map((i) => [i.product_id, i.qty]).sort((x, y) =>
    Number(x[0]) - Number(y[0]));

async function add(productId: number, qty: number, cartId?: string, token?: string): Promise<Cart> {
  return cartOf(await api(t, "POST", "/api/cart", { body:
    { ...(cartId ? { cart_id: cartId } : {}), product_id: productId, qty }, ...(token ? { token } : {}) }));
}
const get = (cartId: string, token?: string) => api(t, "GET", `/api/cart?cart_id=${cartId}`, token ? { token } : {});
const loginAs = async (m: TestMember, cartId?: string) =>
  authOf(await api(t, "POST", "/api/auth/login", { body:
    { email: m.email, password: m.password, ...(cartId ? { cart_id: cartId } : {}) } }));

async function cartExists(id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(t.db.db, sql`SELECT id FROM carts WHERE id = ${id}`);
  return rows.length > 0;
}

describe("merge at sign-in", () => {
  it("a member without a cart adopts the guest cart at sign-up; guests then cannot open it", async () => {
    const guest = await add(a.id, 2);
    const auth = authOf(await api(t, "POST", "/api/auth/register", {
      body: { email: uniqueEmail(), password: STRONG, password_confirmation: STRONG, cart_id: guest.id },
    }), 201);
    expect(auth.cart_id).toBe(guest.id);
    expect(lines(cartOf(await get(guest.id, auth.token)))).toEqual([[a.id, 2]]);
    const asGuest = await get(guest.id);
    expect(asGuest.status).toBe(404);
    expect(asGuest.body.code).toBe("cart_not_found");
  });

  it("adds the guest cart's lines into the member's cart, capped by stock, and deletes the guest cart", async () => {
    const m = await createTestMember(t.app);
    await setStock(t, a.id, 5);
    try {
      const first = await loginAs(m);
      const own = await add(a.id, 3, undefined, first.token);
      expect((await loginAs(m)).cart_id).toBe(own.id); // sign-in without a guest cart answers the member's cart

      const guest = await add(a.id, 4);
      await add(b.id, 1, guest.id);
      const auth = await loginAs(m, guest.id);
      expect(auth.cart_id).toBe(own.id);
      expect(lines(cartOf(await get(own.id, auth.token)))).toEqual(
        [[a.id, 5], [b.id, 1]].sort((x, y) => Number(x[0]) - Number(y[0])));
      expect(await cartExists(guest.id)).toBe(false);
    } finally {
      await setStock(t, a.id, a.stock);
    }
  });

  it("merges at social sign-in too", async () => {
    const m = await createTestMember(t.app);
    // A provider account links by e-mail only to a member who proved the mailbox (decision 0077).
    await t.db.db.execute(sql`UPDATE members SET email_verified_at = now() WHERE id = ${m.id}`);
    const own = await add(b.id, 1, undefined, (await loginAs(m)).token);
    const guest = await add(b.id, 2);
    const res = await api(t, "GET", "/api/auth/social/request-url?provider=google");
    const url = new URL((res.body.data as { url: string }).url);
    const form = new URLSearchParams({
      state: url.searchParams.get("state") ?? "", nonce: url.searchParams.get("nonce") ?? "",
      code_challenge: url.searchParams.get("code_challenge") ?? "", code_challenge_method: "S256", lang: "en",
      email: m.email, name: "Nok", decision: "allow",
    });
    const consent = await t.app.inject({ method: "POST", url: url.pathname, payload: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" } });
    const cb = new URL(String(consent.headers.location), "http://shop.test");
    const auth = authOf(await api(t, "POST", "/api/auth/social/token", {
      body: { provider: "google", code: cb.searchParams.get("code"), state: cb.searchParams.get("state"),
        cart_id: guest.id },
    }));
    expect(auth.cart_id).toBe(own.id);
    expect(lines(cartOf(await get(own.id, auth.token)))).toEqual([[b.id, 3]]);
  });

  it("ignores another member's cart sent as the guest cart (never merged, never revealed)", async () => {
    const owner = await createTestMember(t.app);
    const theirs = await add(a.id, 1, undefined, owner.token);
    const thief = await createTestMember(t.app);
    const auth = await loginAs(thief, theirs.id);
    expect(auth.cart_id).toBeNull();
    expect(lines(cartOf(await get(theirs.id, owner.token)))).toEqual([[a.id, 1]]);
  });

  it("answers null for a member without a cart and an unknown guest cart id", async () => {
    const m = await createTestMember(t.app);
    expect((await loginAs(m, "00000000-0000-4000-8000-000000000000")).cart_id).toBeNull();
  });
});

describe("a member's cart belongs to that member", () => {
  it("another member and a guest get 404 cart_not_found for every cart call, and the cart stays as it was",
    async () => {
    const owner = await createTestMember(t.app);
    const cart = await add(a.id, 2, undefined, owner.token);
    const line = cart.items.find((i): i is CartProductItem => i.type === "product");
    if (!line) throw new Error("no line");
    const other = await createTestMember(t.app);
    for (const token of [other.token, undefined]) {
      const as = token ? { token } : {};
      const calls: Reply[] = [
        await get(cart.id, token),
        await api(t, "POST", "/api/cart", { body: { cart_id: cart.id, product_id: b.id, qty: 1 }, ...as }),
        await api(t, "PATCH", "/api/cart", { body: { cart_id: cart.id, cart_item_id: line.cart_item_id, qty: 5 },
          ...as }),
        await api(t, "DELETE", `/api/cart?cart_id=${cart.id}&cart_item_id=${line.cart_item_id}`, as),
        await api(t, "DELETE", `/api/cart/clear?cart_id=${cart.id}`, as),
        await api(t, "POST", "/api/cart/apply-shipping", { body: { cart_id: cart.id, method: "express" }, ...as }),
        await api(t, "POST", "/api/cart/apply-coupon", { body: { cart_id: cart.id, coupon_code: "WELCOME10" }, ...as }),
        await api(t, "POST", "/api/cart/remove-coupon", { body: { cart_id: cart.id }, ...as }),
        await api(t, "POST", "/api/cart/pre-check", { body: { cart_id: cart.id }, ...as }),
      ];
      for (const reply of calls) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(404);
        expect(reply.body.code).toBe("cart_not_found");
      }
    }
    expect(lines(cartOf(await get(cart.id, owner.token)))).toEqual([[a.id, 2]]);
  });

  it("adds by the owner, another member and a guest at the same moment: only the owner's lands", async () => {
    const owner = await createTestMember(t.app);
    const other = await createTestMember(t.app);
    const own = await add(a.id, 1, undefined, owner.token);
    const guestCart = await add(a.id, 1);
    const replies = await Promise.all([
      api(t, "POST", "/api/cart", { body: { cart_id: own.id, product_id: b.id, qty: 3 }, token: other.token }),
      api(t, "POST", "/api/cart", { body: { cart_id: own.id, product_id: b.id, qty: 4 } }),
      api(t, "POST", "/api/cart", { body: { cart_id: own.id, product_id: b.id, qty: 2 }, token: owner.token }),
      api(t, "POST", "/api/cart", { body: { cart_id: guestCart.id, product_id: b.id, qty: 5 }, token: other.token }),
    ]);
    expect(replies.map((r) => [r.status, r.body.code])).toEqual([[404, "cart_not_found"], [404, "cart_not_found"],
      [200, undefined], [200, undefined]]);
    expect(lines(cartOf(replies[2]!))).toEqual(lines(cartOf(await get(own.id, owner.token))));
    expect(lines(cartOf(await get(own.id, owner.token)))).toEqual([[a.id, 1], [b.id, 2]].sort((x, y) => x[0]! - y[0]!));
    // A guest cart answers to anyone holding its id (a member adding to it does not take it over).
    expect(lines(cartOf(await get(guestCart.id)))).toEqual([[a.id, 1], [b.id, 5]].sort((x, y) => x[0]! - y[0]!));
  });

  it("after logout the cart no longer opens with the revoked token", async () => {
    const owner = await createTestMember(t.app);
    const cart = await add(a.id, 1, undefined, owner.token);
    expect((await api(t, "POST", "/api/auth/logout", { token: owner.token })).status).toBe(200);
    expect((await get(cart.id, owner.token)).status).toBe(404);
  });
});
