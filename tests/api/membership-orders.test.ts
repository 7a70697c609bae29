// Membership meets orders (§3, decisions 0133, 0165): a redeemed gift ships with the member's next order
// and shows on it; a redeemed promotion's coupon on an order makes the promotion read "coupon used"; an order that
// ends unpaid gives back what it took (the gift waits again, the coupon and the birthday 30% are the member's again).
// The LINE crediting and points expiry jobs are on the shop's queue. Exclusive renewal and lapse, through the API.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "#contract/cart.ts";
import type { Order } from "#contract/order.ts";
import type { PointsSummary, Redemption, Reward } from "#contract/membership.ts";
import { queryRows, type Database } from "#db/database.ts";
import { appendPoints } from "#db/repositories/membership/ledger.ts";
import { mergeLinePoints } from "#workflows/membership/line-points.ts";
import { applyOrderEvent } from "#workflows/order/lifecycle.ts";
import { sandboxLinePoints } from "#integrations/line-points/provider.ts";
import { linePointsCreditJob } from "#jobs/line-points-credit.ts";
import { pointsExpiryJob } from "#jobs/points-expiry.ts";
import { JOBS } from "#jobs/registry.ts";
import { bangkokMonth } from "#domain/membership.ts";
import { cartOf, firstWithStock, productsWithStock, setPrice } from "./cart-helpers.ts";
import { cartWith, guestCheckout, place, placedOf } from "./checkout-helpers.ts";
import { startApp, testEnv, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { createTestOrder } from "./orders.ts";
import { as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let productId: number;
const PRICE = 120_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  productId = (await firstWithStock(t, 60)).id;
  await setPrice(t, productId, PRICE);
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
const newKey = () => `orders-key-${process.pid}-${Date.now()}-${++keys}`;
const db = () => t.app.db as Database;

/** A member holding `points`, with an earlier order so the first-order 10% stays out of the figures. */
async function memberWith(points: number, options: { firstOrder?: boolean } = {}): Promise<TestMember> {
  const m = await createTestMember(t.app);
  const at = new Date();
  await appendPoints(db(), {
    memberId: m.id, kind: "adjust", points, key: `adjust:orders:${m.id}`, spendableAt: at, at,
  });
  // Pending, so it earns nothing; it still counts as an order placed (no first-order 10%).
  if (!options.firstOrder) await createTestOrder(db(), m.id, [productId], { status: "pending" });
  return m;
}

async function reward(kind: "gift" | "promotion", points = 10): Promise<number> {
  const [row] = await queryRows<{ id: number }>(t.db.db, sql`
    INSERT INTO rewards (kind, name_en, name_th, points_price, remaining, coupon_kind, coupon_value, coupon_min_spend)
    VALUES (${kind}, ${`Order ${kind}`}, ${kind === "gift" ? "ของขวัญทดสอบ" : "โปรโมชันทดสอบ"}, ${points}, 10,
      ${kind === "promotion" ? "fixed" : null}, ${kind === "promotion" ? 5_000 : null}, 0)
    RETURNING id`);
  return Number(row?.id);
}

async function redeem(m: TestMember, kind: "gift" | "promotion", id: number): Promise<Redemption> {
  const res = await t.app.inject({ method: "POST", url: `/api/membership/${kind}/redeem`, payload: { id },
    headers: { ...m.auth, "idempotency-key": newKey() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Redemption;
}

async function rewardOf(m: TestMember, kind: "gift" | "promotion", id: number, locale: "en" | "th" = "en") {
  const list = (await as(t, m.auth, "GET", `/api/membership/${kind}`, undefined, locale)).body.data as Reward[];
  return list.find((r) => r.id === id);
}

async function placeFor(m: TestMember, cart: Cart): Promise<Order & { id: string }> {
  return placedOf(await place(t, guestCheckout(cart, geo), { auth: m.auth, key: newKey() })).order as Order & {
    id: string;
  };
}

/** The order ends unpaid, as the expiry job would end it after 7 days; or is paid, as the provider's webhook would. */
async function orderEvent(publicId: string, event: "expire" | "pay"): Promise<void> {
  const [row] = await queryRows<{ id: number }>(t.db.db, sql`
    SELECT id FROM orders WHERE public_id = ${publicId}::uuid`);
  await db().transaction(async (tx) => {
    await applyOrderEvent(tx as unknown as Database, Number(row?.id), {
      event, source: event === "pay" ? "payment" : "job", actor: "test", at: new Date(),
    });
  });
}
const expire = (publicId: string) => orderEvent(publicId, "expire");

describe("gifts and promotions on orders", () => {
  it("a redeemed gift ships with the next order, shows on it in both languages, waits again if it fails", async () => {
    const m = await memberWith(30);
    const id = await reward("gift");
    const redeemed = await redeem(m, "gift", id);
    expect(redeemed).toMatchObject({ ships_with_next_order: true, reward: { state: "redeemed", order_number: null } });
    expect(redeemed.tier).toMatchObject({ member_status: "member", points_to_exclusive: 780 });

    const order = await placeFor(m, await cartWith(t, [[productId, 1]], m.auth));
    expect(order.gifts).toEqual([{ id, name: "Order gift", image: null }]);
    const th = await as(t, m.auth, "GET", `/api/order/${order.id}`, undefined, "th");
    expect((th.body.data as Order).gifts).toEqual([{ id, name: "ของขวัญทดสอบ", image: null }]);
    expect(await rewardOf(m, "gift", id)).toMatchObject({ state: "redeemed", order_number: order.number });

    // The order ends unpaid: the gift is the member's again, for the order after.
    await expire(order.id);
    expect((await as(t, m.auth, "GET", `/api/order/${order.id}`)).body.data).toMatchObject({ gifts: [] });
    expect(await rewardOf(m, "gift", id)).toMatchObject({ state: "redeemed", order_number: null });
    const next = await placeFor(m, await cartWith(t, [[productId, 1]], m.auth));
    expect(next.gifts?.map((g) => g.id)).toEqual([id]);
    // Shipped once: the order after that has no gift.
    const third = await placeFor(m, await cartWith(t, [[productId, 1]], m.auth));
    expect(third.gifts ?? []).toEqual([]);
  });

  it("a redeemed promotion's coupon on an order reads coupon used; back to redeemed when the order fails", async () => {
    const m = await memberWith(30);
    const id = await reward("promotion");
    const code = (await redeem(m, "promotion", id)).coupon_code ?? "";
    const cart = await cartWith(t, [[productId, 1]], m.auth);
    const applied = cartOf(await as(t, m.auth, "POST", "/api/cart/apply-coupon",
      { cart_id: cart.id, coupon_code: code }));
    const order = await placeFor(m, applied);
    expect(order.coupon_code).toBe(code);
    expect(await rewardOf(m, "promotion", id)).toMatchObject({ state: "coupon_used", coupon_code: code });
    // Single use: a second cart cannot take it.
    const again = await as(t, m.auth, "POST", "/api/cart/apply-coupon",
      { cart_id: (await cartWith(t, [[productId, 1]], m.auth)).id, coupon_code: code }, "th");
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(again.body.message).toMatch(/[\u0E00-\u0E7F]/);

    await expire(order.id);
    expect(await rewardOf(m, "promotion", id)).toMatchObject({ state: "redeemed", coupon_code: code });
  });

  it("the birthday 30% taken by an order that ends unpaid is the member's again", async () => {
    const m = await memberWith(0);
    const month = String(bangkokMonth(new Date())).padStart(2, "0");
    await t.db.db.execute(sql`UPDATE members SET member_status = 'exclusive',
      exclusive_until = now() + interval '1 year', birth_date = ${`1992-${month}-03`}::date WHERE id = ${m.id}`);
    const order = await placeFor(m, await cartWith(t, [[productId, 1]], m.auth));
    expect(order.member_discount?.perk).toBe("birthday");
    expect((await cartWith(t, [[productId, 1]], m.auth)).member_discount?.perk).toBe("exclusive");
    await expire(order.id);
    expect((await cartWith(t, [[productId, 1]], m.auth)).member_discount?.perk).toBe("birthday");
  });
});

describe("the exclusive tier through the API", () => {
  it("one paid order of ฿45,000 of goods makes the member exclusive for a year; its points arrive", async () => {
    const m = await memberWith(0);
    const big = (await productsWithStock(t, 20)).find((p) => p.id !== productId)?.id ?? 0;
    await setPrice(t, big, 1_000_000);
    const order = await placeFor(m, await cartWith(t, [[big, 5]], m.auth));
    expect(order.subtotal - order.discount).toBe(5_000_000);
    let points = (await as(t, m.auth, "GET", "/api/user/point")).body.data as PointsSummary;
    expect(points).toMatchObject({ points: 0, member_status: "member" });
    await orderEvent(order.id, "pay");
    points = (await as(t, m.auth, "GET", "/api/user/point")).body.data as PointsSummary;
    expect(points).toMatchObject({ points: 50, member_status: "exclusive", can_redeem_exclusive: false });
    expect(points.history[0]).toMatchObject({ kind: "earn", points: 50, reference: order.number });
    const year = Date.parse(points.exclusive_until ?? "") - Date.now();
    expect(year).toBeGreaterThan(364 * DAY);
    expect(year).toBeLessThan(367 * DAY);
    expect((await cartWith(t, [[productId, 1]], m.auth)).member_discount?.perk).toBe("exclusive");
  });

  it("renews in its last 30 days onto the end of the running year; a lapsed year reads as member", async () => {
    const m = await memberWith(1_700);
    const end = new Date(Date.now() + 20 * DAY);
    await t.db.db.execute(sql`UPDATE members SET member_status = 'exclusive', exclusive_until = ${end}
      WHERE id = ${m.id}`);
    let points = (await as(t, m.auth, "GET", "/api/user/point")).body.data as PointsSummary;
    expect(points).toMatchObject({ member_status: "exclusive", can_redeem_exclusive: true });
    const renewed = await t.app.inject({ method: "POST", url: "/api/membership/redeem-exclusive", payload: {},
      headers: { ...m.auth, "idempotency-key": newKey() } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const until = new Date(end);
    until.setUTCMonth(until.getUTCMonth() + 12);
    expect(renewed.json().data).toMatchObject({ points: 900, tier: { exclusive_until: until.toISOString() } });

    await t.db.db.execute(sql`UPDATE members SET exclusive_until = now() - interval '1 second' WHERE id = ${m.id}`);
    points = (await as(t, m.auth, "GET", "/api/user/point")).body.data as PointsSummary;
    expect(points).toMatchObject({ member_status: "member", exclusive_until: null, can_redeem_exclusive: true });
    const me = (await as(t, m.auth, "GET", "/api/user/me")).body.data as { member_status: string; joined_at: string };
    expect(me.member_status).toBe("member");
    expect(Date.parse(me.joined_at)).toBeLessThanOrEqual(Date.now());
    const cart = await cartWith(t, [[productId, 1]], m.auth);
    expect(cart.member_discount).toBeNull();
  });

  it("100 concurrent exclusive redeems on 800 points: exactly one lands", async () => {
    const m = await memberWith(800);
    const replies = await Promise.all(Array.from({ length: 100 }, () => t.app.inject({
      method: "POST", url: "/api/membership/redeem-exclusive", payload: {},
      headers: { ...m.auth, "idempotency-key": newKey() },
    })));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409 || r.statusCode === 422))
      .toBe(true);
    expect(((await as(t, m.auth, "GET", "/api/user/point")).body.data as PointsSummary).points).toBe(0);
  });
});

describe("membership jobs on the shop's queue", () => {
  it("the LINE crediting job credits a merge the next day, once", async () => {
    expect(JOBS).toEqual(expect.arrayContaining([linePointsCreditJob, pointsExpiryJob]));
    expect(linePointsCreditJob.cron && pointsExpiryJob.cron).toBeTruthy();
    const e164 = `+66871${String(process.pid % 10_000).padStart(4, "0")}${String(Date.now() % 100).padStart(2, "0")}`;
    await t.db.db.execute(sql`INSERT INTO line_points_sandbox (phone_e164, points) VALUES (${e164}, 75)`);
    const m = await createTestMember(t.app);
    const now = new Date();
    expect(await mergeLinePoints(db(), sandboxLinePoints, m.id, e164, now)).toMatchObject({ merged: true });
    const run = (at: Date) => linePointsCreditJob.run({ db: db(), log: quiet, env: testEnv(), now: at }, {});
    expect(await run(now)).toEqual({ credited: 0 });
    const tomorrow = new Date(now.getTime() + DAY + 60_000);
    expect(await run(tomorrow)).toMatchObject({ credited: expect.any(Number) });
    expect(await run(tomorrow)).toEqual({ credited: 0 });
    const [row] = await queryRows<{ points: number; spendable_at: Date }>(t.db.db, sql`
      SELECT points, spendable_at FROM point_transactions WHERE member_id = ${m.id} AND kind = 'line_merge'`);
    expect(Number(row?.points)).toBe(75);
    // Credited at the next midnight in Bangkok, which the reader's clock reaches tomorrow.
    expect(new Date(row?.spendable_at ?? 0).getTime()).toBeGreaterThan(now.getTime());
  });
});
