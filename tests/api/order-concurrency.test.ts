// Races at checkout (§5): concurrent checkouts of the last units make exactly as many orders as there are
// units and never take stock below zero; one cart makes one order however often, however concurrently it is placed.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "#contract/cart.ts";
import type { PlacedOrder } from "#contract/checkout.ts";
import { queryRows } from "#db/database.ts";
import { startApp, type TestApp } from "./harness.ts";
import { cartWith, guestCheckout, place, stockOf } from "./checkout-helpers.ts";
import { firstWithStock, getCart, productsWithStock, setStock } from "./cart-helpers.ts";
import { geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
});
afterAll(async () => {
  await t.close();
});

async function ordersOf(productId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db.db, sql`
    SELECT count(DISTINCT order_id)::int AS n FROM order_items WHERE product_id = ${productId}`);
  return Number(row?.n);
}

/** `count` guest carts of one unit each, made `batch` at a time. */
async function carts(productId: number, count: number, batch = 25): Promise<Cart[]> {
  const made: Cart[] = [];
  while (made.length < count) {
    const next = Math.min(batch, count - made.length);
    made.push(...await Promise.all(Array.from({ length: next }, () => cartWith(t, [[productId, 1]]))));
  }
  return made;
}

describe("the last units", () => {
  it("500 concurrent checkouts for 10 units make exactly 10 orders; the other 490 keep their carts", async () => {
    const product = await firstWithStock(t, 1);
    await setStock(t, product.id, 500);
    const all = await carts(product.id, 500);
    await setStock(t, product.id, 10);
    const replies = await Promise.all(all.map((cart) => place(t, guestCheckout(cart, geo))));
    const byStatus = new Map<number, number>();
    for (const reply of replies) byStatus.set(reply.status, (byStatus.get(reply.status) ?? 0) + 1);
    expect(Object.fromEntries(byStatus)).toEqual({ 201: 10, 409: 490 });
    expect(new Set(replies.filter((r) => r.status === 409).map((r) => r.body.code))).toEqual(new Set(["out_of_stock"]));
    expect(await stockOf(t, product.id)).toBe(0);
    expect(await ordersOf(product.id)).toBe(10);
    const losers = all.filter((_, i) => replies[i]?.status === 409);
    const [kept] = await queryRows<{ n: number }>(t.db.db, sql`
      SELECT count(*)::int AS n FROM cart_items WHERE product_id = ${product.id} AND qty = 1
        AND cart_id = ANY(${`{${losers.map((c) => c.id).join(",")}}`}::uuid[])`);
    expect(Number(kept?.n)).toBe(490);
  }, 120_000);
});

describe("one cart, one order", () => {
  it("1,000 repeats of one placement (same cart and key, all at once) make one order, answered to all", async () => {
    const product = await firstWithStock(t, 5);
    const before = await stockOf(t, product.id);
    const cart = await cartWith(t, [[product.id, 1]]);
    const body = guestCheckout(cart, geo);
    const key = "one-placement-key-1";
    const replies = await Promise.all(Array.from({ length: 1000 }, () => place(t, body, { key })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(999);
    const ids = new Set(replies.map((r) => (r.body.data as PlacedOrder).order.id));
    expect(ids.size).toBe(1);
    expect(await stockOf(t, product.id)).toBe(before - 1);
    const [row] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE cart_id = ${cart.id}::uuid`);
    expect(Number(row?.n)).toBe(1);
    // And again later, one after the other: still that order, with created false.
    for (let i = 0; i < 5; i++) {
      const again = await place(t, body, { key: "one-placement-key-1" });
      expect(again.status).toBe(200);
      expect((again.body.data as PlacedOrder)).toMatchObject({ created: false, order: { id: [...ids][0] } });
    }
  }, 120_000);

  it("two tabs (different keys) and a retry without a key after a lost answer get the same order", async () => {
    const product = await firstWithStock(t, 5);
    const cart = await cartWith(t, [[product.id, 2]]);
    const body = guestCheckout(cart, geo);
    const tabs = await Promise.all(Array.from({ length: 20 }, (_, i) => place(t, body, { key: `tab-${i}-of-twenty` })));
    expect(tabs.filter((r) => r.status === 201)).toHaveLength(1);
    const ids = new Set(tabs.map((r) => (r.body.data as PlacedOrder).order.id));
    expect(ids.size).toBe(1);
    const retry = await place(t, body);
    expect(retry.status).toBe(200);
    expect((retry.body.data as PlacedOrder).order.id).toBe([...ids][0]);
  }, 60_000);
});

/** Waits until a statement in this test's database waits for a row lock (the placement blocked by the test). */
async function lockWait(): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const [row] = await queryRows<{ n: number }>(t.db.db, sql`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if (Number(row?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the placement never waited for the cart's lock");
}

describe("a cart changed in another tab while the order is being placed", () => {
  it("is read again after the lock: the new line is noticed, nothing placed, the cart keeps both", async () => {
    const [a, b] = await productsWithStock(t, 10);
    if (!a || !b) throw new Error("two stocked products needed");
    const cart = await cartWith(t, [[a.id, 1]]);
    const other = new pg.Client(t.db.connection);
    await other.connect();
    try {
      // The other tab's add, holding the cart's lock as the cart's writes do, then committing while the order waits.
      await other.query("BEGIN");
      await other.query("SELECT id FROM carts WHERE id = $1 FOR UPDATE", [cart.id]);
      await other.query("INSERT INTO cart_items (cart_id, product_id, qty, unit_price) VALUES ($1, $2, 1, $3)",
        [cart.id, b.id, b.price]);
      await other.query("UPDATE carts SET updated_at = now() WHERE id = $1", [cart.id]);
      const placing = place(t, guestCheckout(cart, geo));
      await lockWait();
      await other.query("COMMIT");
      const reply = await placing;
      expect(reply.status).toBe(409);
      expect(reply.body).toMatchObject({ code: "order_changed", errors: { "confirmed.lines": [expect.any(String)] } });
    } finally {
      await other.end();
    }
    expect((await getCart(t, cart.id)).items.map((item) => item.product_id)).toEqual([a.id, b.id]);
  });
});
