// Reading orders back (spec §2 Orders, §7): a member's list (paginated) and detail, a guest's order through its link,
// the demo member's seeded orders as real orders, re-order, and reviews on delivered orders.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import { OrderListResponse, ReorderResponse, ORDERS_PER_PAGE, type Order, type OrderSummary,
  type ReorderResult } from "#contract/order.ts";
import type { PlacedOrder } from "#contract/checkout.ts";
import { queryRows, type Database } from "#db/database.ts";
import { applyOrderEvent } from "#workflows/order/lifecycle.ts";
import { DEMO_MEMBER } from "#seed/demo.ts";
import { startApp, type TestApp } from "./harness.ts";
import { call, cartWith, eventsOf, guestCheckout, place, placedOf } from "./checkout-helpers.ts";
import { productsWithStock, setStock, type StockedProduct } from "./cart-helpers.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let stocked: StockedProduct[];
let member: TestMember;

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  stocked = await productsWithStock(t, 30);
  member = await createTestMember(t.app);
});
afterAll(async () => {
  await t.close();
});

const product = (i: number) => stocked[i] ?? (() => { throw new Error(`no product ${i}`); })();

/** A member's order of the given lines, placed through the API. */
async function memberOrder(who: TestMember, lines: [number, number][]): Promise<PlacedOrder> {
  const cart = await cartWith(t, lines, who.auth);
  return placedOf(await place(t, guestCheckout(cart, geo), { auth: who.auth }));
}

describe("a member's orders", () => {
  it("lists newest first, ten to a page, with the total count", async () => {
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < 12; i++) placed.push(await memberOrder(member, [[product(i % 5).id, 1]]));
    const first = await as(t, member.auth, "GET", "/api/order/?page=1");
    expect(is(first.body, OrderListResponse)).toBe(true);
    const rows = first.body.data as OrderSummary[];
    expect(rows).toHaveLength(ORDERS_PER_PAGE);
    expect(first.body.meta).toEqual({ page: 1, per_page: ORDERS_PER_PAGE, total: 12 });
    expect(rows[0]).toMatchObject({ id: placed[11]?.order.id, status: "pending", item_count: 1,
      images: [expect.stringContaining("/media/")] });
    const second = await as(t, member.auth, "GET", "/api/order/?page=2");
    expect((second.body.data as OrderSummary[]).map((r) => r.id)).toEqual([placed[1]?.order.id, placed[0]?.order.id]);
    expect((await as(t, member.auth, "GET", "/api/order/?page=9")).body).toMatchObject({ data: [],
      meta: { total: 12 } });
  });

  it("is for members only, and never shows another member's or a guest's order", async () => {
    expect((await call(t, "GET", "/api/order/?page=1")).status).toBe(401);
    const other = await createTestMember(t.app);
    const theirs = await memberOrder(other, [[product(6).id, 1]]);
    const guest = placedOf(await place(t, guestCheckout(await cartWith(t, [[product(6).id, 1]]), geo)));
    for (const id of [theirs.order.id, guest.order.id, "6f1c2a54-3b7e-4c1d-9a8e-0d5f4b3a2c1e"]) {
      const reply = await as(t, member.auth, "GET", `/api/order/${id}`, undefined, "th");
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ code: "order_not_found", message: "ไม่พบคำสั่งซื้อนี้" });
    }
    expect((await as(t, member.auth, "GET", "/api/order/12")).body.code).toBe("validation_failed");
    expect((await as(t, member.auth, "GET", "/api/order/?page=0")).status).toBe(400);
  });
});

describe("the demo member's seeded orders", () => {
  it("are real orders: numbered, with lines, an address and their whole history", async () => {
    const login = await call(t, "POST", "/api/auth/login", { email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password });
    const demo = { authorization: `Bearer ${login.body.token as string}` };
    const list = await as(t, demo, "GET", "/api/order/?page=1");
    const rows = list.body.data as OrderSummary[];
    expect(rows.map((r) => r.status)).toEqual(["pending", "completed", "completed", "completed", "completed"]);
    for (const row of rows) expect(row.number).toMatch(/^SS-\d{4}-\d{6}$/);
    const delivered = (await as(t, demo, "GET", `/api/order/${rows[1]?.id}`)).body.data as Order;
    expect(delivered.items.filter((i) => i.type === "product")).toHaveLength(3);
    expect(delivered).toMatchObject({ status: "completed", tracking_number: expect.stringMatching(/^TH\d+$/),
      expected_dispatch: null });
    expect(delivered.shipping_address?.province.name).toBe("Bangkok");
    expect((await eventsOf(t, delivered.id)).map((e) => `${e.event}:${e.from_status ?? "-"}>${e.to_status}`)).toEqual([
      "place:->pending", "pay:pending>processing", "ship:processing>in_transit", "deliver:in_transit>completed",
    ]);
  });
});

describe("re-order", () => {
  it("puts what is in stock into the member's cart, capped by stock, and says per line what fell short", async () => {
    const [a, b, c] = [product(10), product(11), product(12)];
    const old = await memberOrder(member, [[a.id, 2], [b.id, 3], [c.id, 1]]);
    await setStock(t, b.id, 1);
    await setStock(t, c.id, 0);
    const reply = await as(t, member.auth, "POST", "/api/order/re-order", { order_id: old.order.id });
    expect(reply.status).toBe(200);
    expect(is(reply.body, ReorderResponse)).toBe(true);
    const result = reply.body.data as ReorderResult;
    expect(result.lines).toEqual([
      { product_id: a.id, name: a.name_en, wanted: 2, added: 2, code: null },
      { product_id: b.id, name: b.name_en, wanted: 3, added: 1, code: "insufficient_stock" },
      { product_id: c.id, name: c.name_en, wanted: 1, added: 0, code: "out_of_stock" },
    ]);
    expect(result.cart.items.map((i) => [i.product_id, i.qty])).toEqual([[a.id, 2], [b.id, 1]]);
    // Again into the same cart: the cart already holds all of b there is.
    const again = (await as(t, member.auth, "POST", "/api/order/re-order", { order_id: old.order.id,
      cart_id: result.cart.id })).body.data as ReorderResult;
    expect(again.cart.id).toBe(result.cart.id);
    expect(again.lines[1]).toMatchObject({ added: 0, code: "insufficient_stock" });
    expect(again.cart.items.map((i) => [i.product_id, i.qty])).toEqual([[a.id, 4], [b.id, 1]]);
  });

  it("changes nothing and answers 409 when nothing is in stock; a guest needs the order's token", async () => {
    const d = product(13);
    const guest = placedOf(await place(t, guestCheckout(await cartWith(t, [[d.id, 1]]), geo)));
    expect((await call(t, "POST", "/api/order/re-order",
      { order_id: guest.order.id })).body.code).toBe("order_not_found");
    await setStock(t, d.id, 0);
    const carts = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM carts`);
    const refused = await call(t, "POST", "/api/order/re-order", { order_id: guest.order.id,
      token: guest.access_token }, "th");
    expect(refused).toMatchObject({ status: 409, body: { code: "reorder_unavailable",
      errors: { "lines.0": [expect.stringContaining(d.name_th)] } } });
    expect(await queryRows(t.db.db, sql`SELECT count(*)::int AS n FROM carts`)).toEqual(carts);
    await setStock(t, d.id, 5);
    const ok = await call(t, "POST", "/api/order/re-order", { order_id: guest.order.id, token: guest.access_token });
    expect((ok.body.data as ReorderResult).cart.items).toMatchObject([{ product_id: d.id, qty: 1 }]);
  });
});

describe("reviews on delivered orders", () => {
  it("a placed order allows a review of its products once it is delivered, not before", async () => {
    const e = product(14);
    const placed = await memberOrder(member, [[e.id, 1]]);
    const check = async () => (await as(t, member.auth, "GET",
      `/api/product/review/check/?product_id=${e.id}`)).body.data;
    expect(await check()).toMatchObject({ allowed: false, reason: "not_purchased" });
    const db = t.db.db as Database;
    const [row] = await queryRows<{ id: number }>(db,
      sql`SELECT id FROM orders WHERE public_id = ${placed.order.id}::uuid`);
    const at = new Date();
    await db.transaction(async (tx) => {
      for (const [event, source] of [["pay", "payment"], ["ship", "staff"], ["deliver", "staff"]] as const) {
        await applyOrderEvent(tx as unknown as Database, Number(row?.id), { event, source, actor: "test", at });
      }
    });
    expect(await check()).toEqual({ allowed: true });
  });
});
