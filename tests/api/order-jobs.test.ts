// Order jobs with a controlled clock: unpaid orders expire after 7 days and give their stock and coupon
// use back; retention deletes finished orders after 2 years; an account's deletion takes its orders with it. And the
// order's event record is append-only.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlacedOrder } from "#contract/checkout.ts";
import { queryRows, type Database } from "#db/database.ts";
import { applyOrderEvent } from "#workflows/order/lifecycle.ts";
import { orderExpiryJob } from "#jobs/order-expiry.ts";
import { orderRetentionJob } from "#jobs/order-retention.ts";
import { JOBS } from "#jobs/registry.ts";
import { startApp, testEnv, type TestApp } from "./harness.ts";
import { call, cartWith, eventsOf, guestCheckout, place, placedOf, stockOf } from "./checkout-helpers.ts";
import { cartOf, productsWithStock, type StockedProduct } from "./cart-helpers.ts";
import { createTestMember } from "./members.ts";
import { as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let stocked: StockedProduct[];
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  stocked = await productsWithStock(t, 30);
});
afterAll(async () => {
  await t.close();
});

const product = (i: number) => stocked[i] ?? (() => { throw new Error(`no product ${i}`); })();
const db = () => t.db.db as Database;
const runJob = (job: typeof orderExpiryJob, now: Date) => job.run({ db: db(), log: quiet, env: testEnv(), now }, {});

async function orderRow(publicId: string) {
  const [row] = await queryRows<{ id: number; status: string; created_at: Date }>(db(), sql`
    SELECT id, status, created_at FROM orders WHERE public_id = ${publicId}::uuid`);
  return row;
}

async function couponUse(code: string) {
  const [row] = await queryRows<{ used: number; redemptions: number }>(db(), sql`
    SELECT c.used_count AS used,
    (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions
    FROM coupons c WHERE c.code = ${code}`);
  return { used: Number(row?.used), redemptions: Number(row?.redemptions) };
}

it("runs on the shop's job queue", () => {
  expect(JOBS.map((job) => job.name)).toEqual(expect.arrayContaining(["order-expiry", "order-retention"]));
  expect(orderExpiryJob.cron && orderRetentionJob.cron).toBeTruthy();
});

describe("unpaid orders expire after 7 days", () => {
  it("not a minute early; then Failed / Expired, with the stock and the coupon use given back, once", async () => {
    const p = product(0);
    const stockBefore = await stockOf(t, p.id);
    const couponBefore = await couponUse("WELCOME10");
    const cart = await cartWith(t, [[p.id, 3]]);
    const withCoupon = cartOf(await call(t, "POST", "/api/cart/apply-coupon", { cart_id: cart.id,
      coupon_code: "WELCOME10" }));
    expect(withCoupon.discount).toBeGreaterThan(0);
    const placed = placedOf(await place(t, guestCheckout(withCoupon, geo)));
    expect(placed.order).toMatchObject({ coupon_code: "WELCOME10", discount: withCoupon.discount });
    expect(await stockOf(t, p.id)).toBe(stockBefore - 3);
    expect(await couponUse("WELCOME10")).toEqual({ used: couponBefore.used + 1,
      redemptions: couponBefore.redemptions + 1 });

    const placedAt = new Date(placed.order.placed_at).getTime();
    // (This run may expire the demo member's unpaid order, placed a day before the template was made.)
    await runJob(orderExpiryJob, new Date(placedAt + 7 * DAY - 60_000));
    expect((await orderRow(placed.order.id))?.status).toBe("pending");

    const due = new Date(placedAt + 7 * DAY + 1000);
    expect(await runJob(orderExpiryJob, due)).toEqual({ expired: 1 });
    expect(await runJob(orderExpiryJob, due)).toEqual({ expired: 0 });
    expect(await stockOf(t, p.id)).toBe(stockBefore);
    expect(await couponUse("WELCOME10")).toEqual(couponBefore);
    const read = await call(t, "GET", `/api/order/${placed.order.id}?token=${placed.access_token}`);
    expect(read.body.data).toMatchObject({ status: "failed", expires_at: null, expected_dispatch: null });
    expect((await eventsOf(t, placed.order.id)).at(-1)).toEqual({
      from_status: "pending", to_status: "failed", event: "expire", source: "job", actor: "order-expiry",
      detail: { restocked: [{ product_id: p.id, qty: 3 }], coupon_released: true },
    });
  });

  it("leaves paid orders alone", async () => {
    const placed = placedOf(await place(t, guestCheckout(await cartWith(t, [[product(1).id, 1]]), geo)));
    const id = Number((await orderRow(placed.order.id))?.id);
    await db().transaction((tx) => applyOrderEvent(tx as unknown as Database, id, { event: "pay", source: "payment",
      actor: "chrg_test", at: new Date() }));
    const later = new Date(Date.now() + 30 * DAY);
    await runJob(orderExpiryJob, later);
    expect((await orderRow(placed.order.id))?.status).toBe("processing");
  });
});

describe("retention", () => {
  /** An order placed through the API, walked to `status`, then dated `daysAgo` back. */
  async function oldOrder(
    daysAgo: number, status: "completed" | "pending" | "failed", auth: Record<string, string> = {},
  ): Promise<PlacedOrder> {
    const placed = placedOf(await place(t, guestCheckout(await cartWith(t, [[product(2).id, 1]], auth), geo),
      { auth }));
    const id = Number((await orderRow(placed.order.id))?.id);
    const steps = status === "completed" ? [["pay", "payment"], ["ship", "staff"], ["deliver", "staff"]] as const
      : status === "failed" ? [["cancel", "shopper"]] as const : [];
    for (const [event, source] of steps) {
      await db().transaction((tx) => applyOrderEvent(tx as unknown as Database, id, { event, source, actor: "test",
        at: new Date() }));
    }
    await db().execute(sql`UPDATE orders SET created_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${id}`);
    return placed;
  }

  it("deletes guests' and members' finished orders placed over 2 years ago, with their lines and events", async () => {
    const member = await createTestMember(t.app);
    const oldGuest = await oldOrder(2 * 366, "completed");
    const oldMember = await oldOrder(2 * 366, "failed", member.auth);
    const young = await oldOrder(2 * 365 - 30, "completed");
    const stuck = await oldOrder(2 * 366, "pending");
    const summary = await runJob(orderRetentionJob, new Date());
    expect(summary).toEqual({ deleted: 2 });
    expect(await orderRow(oldGuest.order.id)).toBeUndefined();
    expect(await orderRow(oldMember.order.id)).toBeUndefined();
    expect(await eventsOf(t, oldGuest.order.id)).toEqual([]);
    expect(await orderRow(young.order.id)).toBeDefined();
    expect(await orderRow(stuck.order.id)).toBeDefined();
    expect((await as(t, member.auth, "GET", "/api/order/?page=1")).body.meta).toMatchObject({ total: 0 });
  });

  it("deletes a member's orders with the account, giving back what an unpaid one took", async () => {
    const member = await createTestMember(t.app);
    const p = product(3);
    const before = await stockOf(t, p.id);
    const placed = placedOf(await place(t, guestCheckout(await cartWith(t, [[p.id, 2]], member.auth), geo),
      { auth: member.auth }));
    expect(await stockOf(t, p.id)).toBe(before - 2);
    expect((await as(t, member.auth, "POST", "/api/user/delete-account", { confirm: true })).status).toBe(200);
    expect(await orderRow(placed.order.id)).toBeUndefined();
    expect(await eventsOf(t, placed.order.id)).toEqual([]);
    expect(await stockOf(t, p.id)).toBe(before);
  });
});

describe("the order's event record", () => {
  it("refuses to be edited or deleted on its own", async () => {
    const placed = placedOf(await place(t, guestCheckout(await cartWith(t, [[product(4).id, 1]]), geo)));
    const id = Number((await orderRow(placed.order.id))?.id);
    const edit = db().execute(sql`UPDATE order_events SET actor = 'someone else' WHERE order_id = ${id}`);
    await expect(edit).rejects.toThrow();
    await expect(db().execute(sql`DELETE FROM order_events WHERE order_id = ${id}`)).rejects.toThrow();
    expect(await eventsOf(t, placed.order.id)).toHaveLength(1);
  });

  it("refuses a status change the lifecycle does not allow, writing nothing", async () => {
    const placed = placedOf(await place(t, guestCheckout(await cartWith(t, [[product(4).id, 1]]), geo)));
    const id = Number((await orderRow(placed.order.id))?.id);
    const ship = db().transaction((tx) => applyOrderEvent(tx as unknown as Database, id, { event: "ship",
      source: "staff", actor: "x", at: new Date() }));
    await expect(ship).rejects.toThrow(/ship refused from pending/);
    const pay = db().transaction((tx) => applyOrderEvent(tx as unknown as Database, id, { event: "pay",
      source: "shopper", actor: "x", at: new Date() }));
    await expect(pay).rejects.toThrow(/not_by/);
    expect((await orderRow(placed.order.id))?.status).toBe("pending");
    expect(await eventsOf(t, placed.order.id)).toHaveLength(1);
  });
});
