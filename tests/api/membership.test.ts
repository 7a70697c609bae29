// Membership: the points ledger and GET api/user/point, the exclusive tier, gifts and promotions with every
// state, LINE points after an OTP, bad input in both languages and concurrent redeems. On the embedded PostgreSQL,
// and on PostgreSQL when DATABASE_URL is set (tests/setup/database.ts).
import { sql } from "drizzle-orm";
import { is } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EXCLUSIVE_POINTS_PRICE, ExclusiveRedemptionResponse, PointsResponse, RedemptionResponse, RewardCheckResponse,
  RewardListResponse, type PointsSummary, type Redemption, type Reward,
} from "#contract/membership.ts";
import type { Cart } from "#contract/cart.ts";
import { queryRows } from "#db/database.ts";
import { appendPoints } from "#db/repositories/membership/ledger.ts";
import { adjustPoints, earnOrderPoints, expireIdlePoints, reverseOrderPoints } from "#workflows/membership/points.ts";
import { creditDueLineMerges, mergeLinePoints } from "#workflows/membership/line-points.ts";
import { memberPricingContext, recordPerkUse } from "#db/repositories/membership/perks.ts";
import { attachWaitingGifts } from "#db/repositories/membership/rewards.ts";
import { DEMO_MEMBER } from "#seed/demo.ts";
import { sandboxLinePoints } from "#integrations/line-points/provider.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { as, type Reply } from "./user-fixtures.ts";
import { firstWithStock } from "./cart-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
let keys = 0;
const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keys}`;

/** A member holding `points` spendable now (a staff adjustment). */
async function memberWith(points: number): Promise<TestMember> {
  const m = await createTestMember(t.app);
  if (points) {
    await appendPoints(t.app.db, {
      memberId: m.id, kind: "adjust", points, key: `adjust:test:${m.id}`, spendableAt: new Date(), at: new Date(),
    });
  }
  return m;
}

async function pointsOf(m: TestMember, page = 1): Promise<PointsSummary> {
  const reply = await as(t, m.auth, "GET", `/api/user/point?page=${page}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(is(reply.body, PointsResponse), JSON.stringify(reply.body)).toBe(true);
  return reply.body.data as PointsSummary;
}

async function redeem(m: TestMember, kind: "gift" | "promotion", id: number, key: string | null = newKey(),
  locale: "en" | "th" = "en"): Promise<Reply> {
  const res = await t.app.inject({
    method: "POST", url: `/api/membership/${kind}/redeem`, payload: { id },
    headers: { ...m.auth, "accept-language": locale, ...(key ? { "idempotency-key": key } : {}) },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function redeemExclusive(m: TestMember, key = newKey()): Promise<Reply> {
  const res = await t.app.inject({
    method: "POST", url: "/api/membership/redeem-exclusive", payload: {},
    headers: { ...m.auth, "idempotency-key": key },
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

type RewardOver = Partial<{ kind: "gift" | "promotion"; points: number; remaining: number | null; starts: Date | null;
  ends: Date | null; exclusive: boolean }>;
/** A reward of its own for one test. */
async function reward(over: RewardOver = {}): Promise<number> {
  const kind = over.kind ?? "gift";
  const [row] = await queryRows<{ id: number }>(t.db.db, sql`
    INSERT INTO rewards (kind, name_en, name_th, points_price, remaining, starts_at, ends_at, exclusive_only,
      coupon_kind, coupon_value, coupon_min_spend)
    VALUES (${kind}, 'Test reward', 'รางวัลทดสอบ', ${over.points ?? 10},
      ${over.remaining === undefined ? 5 : over.remaining}, ${over.starts ?? null}, ${over.ends ?? null},
      ${over.exclusive ?? false}, ${kind === "promotion" ? "fixed" : null}, ${kind === "promotion" ? 5_000 : null}, 0)
    RETURNING id`);
  return Number(row?.id);
}

const balanceRows = async (memberId: number) => (await queryRows<{ n: number }>(t.db.db, sql`
  SELECT count(*)::int AS n FROM point_transactions WHERE member_id = ${memberId}`))[0]?.n ?? 0;
const remainingOf = async (id: number) => (await queryRows<{ remaining: number | null }>(t.db.db, sql`
  SELECT remaining FROM rewards WHERE id = ${id}`))[0]?.remaining;

describe("the points ledger and GET api/user/point", () => {
  it("the demo member's delivered orders earned their points through the ledger at seed time", async () => {
    const [demo] = await queryRows<{ id: number; expected: number; earned: number }>(t.db.db, sql`
      SELECT m.id,
        (SELECT coalesce(sum(floor((o.subtotal - o.discount) / 100000)), 0)::int FROM orders o
          WHERE o.member_id = m.id AND o.paid_at IS NOT NULL) AS expected,
        (SELECT coalesce(sum(points), 0)::int FROM point_transactions p WHERE p.member_id = m.id
        AND p.kind = 'earn') AS earned
      FROM members m WHERE m.email = ${DEMO_MEMBER.email}`);
    expect(demo).toBeDefined();
    expect(demo?.earned).toBe(demo?.expected);
    expect(demo?.earned).toBeGreaterThan(0);
  });

  it("earns once per paid order, after discounts and without shipping, and gives them back on a refund", async () => {
    const m = await createTestMember(t.app);
    const order = { id: 900_000 + m.id, memberId: m.id, number: `SS-TEST-${m.id}`, subtotal: 2_550_000,
      discount: 50_000, paidAt: new Date() };
    expect(await earnOrderPoints(t.app.db, order)).toEqual({ points: 25, exclusive: false });
    expect(await earnOrderPoints(t.app.db, order)).toEqual({ points: 0, exclusive: false });
    let points = await pointsOf(m);
    expect(points.points).toBe(25);
    expect(points.history).toMatchObject([{ kind: "earn", points: 25, reference: order.number }]);
    expect(points.points_to_exclusive).toBe(EXCLUSIVE_POINTS_PRICE - 25);

    expect(await reverseOrderPoints(t.app.db, order.id, new Date())).toBe(25);
    expect(await reverseOrderPoints(t.app.db, order.id, new Date())).toBe(0);
    points = await pointsOf(m);
    expect(points.points).toBe(0);
    expect(points.history.map((e) => e.kind)).toEqual(["reverse", "earn"]);
  });

  it("takes a staff adjustment once per key, with its note in the history", async () => {
    const m = await createTestMember(t.app);
    const input = { memberId: m.id, points: 40, key: `console:${m.id}`, note: "Goodwill", at: new Date() };
    expect(await adjustPoints(t.app.db, input)).toBe(true);
    expect(await adjustPoints(t.app.db, input)).toBe(false);
    expect((await pointsOf(m)).history).toMatchObject([{ kind: "adjust", points: 40, reference: "Goodwill" }]);
  });

  it("refuses to edit a ledger row in place", async () => {
    const m = await memberWith(5);
    await expect(t.db.db.execute(sql`UPDATE point_transactions SET points = 500 WHERE member_id = ${m.id}`))
      .rejects.toThrow();
    expect((await pointsOf(m)).points).toBe(5);
  });

  it("pages the history, newest first", async () => {
    const m = await createTestMember(t.app);
    for (let i = 1; i <= 23; i++) {
      await appendPoints(t.app.db, {
        memberId: m.id, kind: "adjust", points: i, key: `page:${m.id}:${i}`, spendableAt: new Date(),
        at: new Date(Date.now() - (30 - i) * 1000),
      });
    }
    const first = await as(t, m.auth, "GET", "/api/user/point");
    expect(first.body.meta).toEqual({ page: 1, per_page: 20, total: 23 });
    expect((first.body.data as PointsSummary).history[0]?.points).toBe(23);
    expect((await pointsOf(m, 2)).history.map((e) => e.points)).toEqual([3, 2, 1]);
    const bad = await as(t, m.auth, "GET", "/api/user/point?page=0", undefined, "th");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("lapses a balance idle for 24 months, once, and leaves active members alone", async () => {
    const idle = await createTestMember(t.app);
    const active = await createTestMember(t.app);
    const longAgo = new Date(Date.now() - 25 * 30 * DAY);
    for (const [m, at] of [[idle, longAgo], [active, new Date(Date.now() - DAY)]] as const) {
      await appendPoints(t.app.db, { memberId: m.id, kind: "earn", points: 30, key: `old:${m.id}`, spendableAt: at,
        at });
    }
    const now = new Date();
    expect(await expireIdlePoints(t.app.db, now)).toBeGreaterThanOrEqual(1);
    expect(await expireIdlePoints(t.app.db, now)).toBe(0);
    const lapsed = await pointsOf(idle);
    expect(lapsed.points).toBe(0);
    expect(lapsed.history[0]).toMatchObject({ kind: "expire", points: -30 });
    const kept = await pointsOf(active);
    expect(kept.points).toBe(30);
    expect(Date.parse(kept.expires_at ?? "")).toBeGreaterThan(now.getTime() + 700 * DAY);
  });

  it("answers 401 to a guest", async () => {
    expect((await as(t, {}, "GET", "/api/user/point")).status).toBe(401);
    expect((await as(t, {}, "GET", "/api/membership/gift")).status).toBe(401);
  });
});

describe("the exclusive tier", () => {
  it("comes with one paid order of 45,000 THB, for a year", async () => {
    const m = await createTestMember(t.app);
    const paidAt = new Date();
    const result = await earnOrderPoints(t.app.db, {
      id: 800_000 + m.id, memberId: m.id, number: `SS-BIG-${m.id}`, subtotal: 4_500_000, discount: 0, paidAt,
    });
    expect(result).toEqual({ points: 45, exclusive: true });
    const points = await pointsOf(m);
    expect(points.member_status).toBe("exclusive");
    const until = new Date(paidAt);
    until.setUTCMonth(until.getUTCMonth() + 12);
    expect(points.exclusive_until).toBe(until.toISOString());
    expect(points.can_redeem_exclusive).toBe(false);
  });

  it("is redeemed for 800 points once per key, and refused without enough points or while running", async () => {
    const poor = await memberWith(799);
    const refused = await redeemExclusive(poor);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("points_not_enough");
    expect((await pointsOf(poor)).points_to_exclusive).toBe(1);

    const m = await memberWith(1700);
    const key = newKey();
    const first = await redeemExclusive(m, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(is(first.body, ExclusiveRedemptionResponse)).toBe(true);
    expect(first.body.data).toMatchObject({ points: 900, tier:
      { member_status: "exclusive", can_redeem_exclusive: false } });
    const replay = await redeemExclusive(m, key);
    expect(replay.status).toBe(200);
    expect((await pointsOf(m)).points).toBe(900);
    const again = await redeemExclusive(m);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("already_exclusive");
    expect((await pointsOf(m)).points).toBe(900);
    const missing = await t.app.inject({ method: "POST", url: "/api/membership/redeem-exclusive", payload: {},
      headers: m.auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("idempotency_key_required");
  });
});

describe("member prices", () => {
  it("knows a member's pricing context and takes the birthday discount once a year", async () => {
    const m = await createTestMember(t.app);
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(5, 7);
    await t.db.db.execute(
      sql`UPDATE members SET member_status = 'exclusive', exclusive_until = now() + interval '1 day',
      birth_date = ${`1991-${month}-20`} WHERE id = ${m.id}`);
    const now = new Date();
    expect(await memberPricingContext(t.app.db, m.id, now)).toEqual({
      isExclusive: true, inBirthMonth: true, birthdayUsedThisYear: false, isFirstOrder: true,
    });
    expect(await recordPerkUse(t.app.db, m.id, "birthday", 1, now)).toBe(true);
    expect(await recordPerkUse(t.app.db, m.id, "birthday", 2, now)).toBe(false);
    expect((await memberPricingContext(t.app.db, m.id, now))?.birthdayUsedThisYear).toBe(true);
    expect(await memberPricingContext(t.app.db, 99_999_999, now)).toBeNull();
  });
});

describe("gifts and promotions", () => {
  it("lists the seeded gifts and promotions with their states, in the shopper's language", async () => {
    const m = await memberWith(12);
    const gifts = await as(t, m.auth, "GET", "/api/membership/gift", undefined, "th");
    expect(gifts.status).toBe(200);
    expect(is(gifts.body, RewardListResponse)).toBe(true);
    const list = gifts.body.data as Reward[];
    expect(list.some((g) => g.festival === "songkran")).toBe(true);
    expect(list.some((g) => g.festival === "new_year")).toBe(true);
    expect(list.every((g) => /[\u0E00-\u0E7F]/.test(g.name))).toBe(true);
    const states = new Set(list.map((g) => g.state));
    expect(states).toContain("available");
    expect(states).toContain("out_of_gift");
    expect(states).toContain("exclusive_only");
    const promos = (await as(t, m.auth, "GET", "/api/membership/promotion")).body.data as Reward[];
    expect(new Set(promos.map((p) => p.state))).toEqual(new Set(["available", "not_started", "expired",
      "exclusive_only",
      "out_of_coupons"]));
  });

  it("gives exclusive members their birthday gift in their birth month, once a year", async () => {
    const m = await createTestMember(t.app);
    const month = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(5, 7);
    const other = month === "06" ? "07" : "06";
    await t.db.db.execute(
      sql`UPDATE members SET member_status = 'exclusive', exclusive_until = now() + interval '30 days',
      birth_date = ${`1990-${month}-15`} WHERE id = ${m.id}`);
    const gifts = (await as(t, m.auth, "GET", "/api/membership/gift")).body.data as Reward[];
    const birthday = gifts.find((g) => g.festival === "birthday");
    expect(birthday?.state).toBe("available");
    expect((await redeem(m, "gift", birthday?.id ?? 0)).status).toBe(200);
    expect((await redeem(m, "gift", birthday?.id ?? 0)).body.code).toBe("reward_redeemed");

    const later = await createTestMember(t.app);
    await t.db.db.execute(
      sql`UPDATE members SET member_status = 'exclusive', exclusive_until = now() + interval '30 days',
      birth_date = ${`1990-${other}-15`} WHERE id = ${later.id}`);
    const theirs = (await as(t, later.auth, "GET", "/api/membership/gift")).body.data as Reward[];
    expect(theirs.find((g) => g.festival === "birthday")?.state).toBe("not_started");
    expect((await redeem(later, "gift", birthday?.id ?? 0)).body.code).toBe("reward_not_started");
  });

  it("shows one gift and checks it", async () => {
    const m = await memberWith(3);
    const id = await reward({ points: 10 });
    const one = await as(t, m.auth, "GET", `/api/membership/gift/${id}`);
    expect(one.status).toBe(200);
    expect((one.body.data as Reward).state).toBe("not_enough_points");
    const check = await as(t, m.auth, "GET", `/api/membership/gift/check?id=${id}`);
    expect(is(check.body, RewardCheckResponse)).toBe(true);
    expect(check.body.data).toEqual({ state: "not_enough_points", points: 3, points_needed: 7 });
    expect((await as(t, m.auth, "GET", "/api/membership/gift/999999")).body.code).toBe("reward_not_found");
    expect((await as(t, m.auth, "GET", "/api/membership/gift/abc")).status).toBe(400);
  });

  it("redeems a gift once, takes the points and a unit of stock, and the next order takes it", async () => {
    const m = await memberWith(30);
    const id = await reward({ points: 10, remaining: 2 });
    const key = newKey();
    const first = await redeem(m, "gift", id, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(is(first.body, RedemptionResponse)).toBe(true);
    const data = first.body.data as Redemption;
    expect(data).toMatchObject({ points: 20, ships_with_next_order: true, coupon_code: null });
    expect(data.reward).toMatchObject({ state: "redeemed", remaining: 1 });
    expect((await redeem(m, "gift", id, key)).status).toBe(200); // the same request again
    const reused = await redeem(m, "gift", await reward(), key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("idempotency_key_reused");
    expect((await pointsOf(m)).points).toBe(20);
    // Redeemed in English, the history names the gift in the reader's language.
    const th = await t.app.inject({
      method: "GET", url: "/api/user/point", headers: { ...m.auth, "accept-language": "th" },
    });
    expect(th.json().data.history[0]).toMatchObject({ kind: "redeem", points: -10, reference: "รางวัลทดสอบ" });
    expect((await pointsOf(m)).history[0]).toMatchObject({ kind: "redeem", reference: "Test reward" });
    expect(await remainingOf(id)).toBe(1);
    const twice = await redeem(m, "gift", id);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("reward_redeemed");
    expect(await attachWaitingGifts(t.app.db, m.id, 123_456)).toEqual([id]);
    expect(await attachWaitingGifts(t.app.db, m.id, 123_457)).toEqual([]);
  });

  it("a redeemed promotion gives a coupon that works in the member's cart and no one else's", async () => {
    const m = await memberWith(50);
    const id = await reward({ kind: "promotion", points: 10 });
    const reply = await redeem(m, "promotion", id);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const code = (reply.body.data as Redemption).coupon_code;
    expect(code).toMatch(/^PRM-[0-9A-F]{10}$/);
    const product = await firstWithStock(t, 2, 200_000);
    const cart = await as(t, m.auth, "POST", "/api/cart", { product_id: product.id, qty: 2 });
    const cartId = (cart.body.data as { id: string }).id;
    const applied = await as(t, m.auth, "POST", "/api/cart/apply-coupon", { cart_id: cartId, coupon_code: code });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    // The coupon's own line (a new member's first-order 10% is in `discount` too, decision 0135).
    const line = (applied.body.data as Cart).items.find((i) => i.type === "discount");
    expect(line?.total).toBe(-Math.min(5_000, product.price * 2));

    // Once the coupon went on an order, the promotion reads coupon_used.
    await t.db.db.execute(sql`UPDATE coupons SET used_count = 1 WHERE code = ${code}`);
    const promos = (await as(t, m.auth, "GET", "/api/membership/promotion")).body.data as Reward[];
    expect(promos.find((p) => p.id === id)).toMatchObject({ state: "coupon_used", coupon_code: code });

    const other = await createTestMember(t.app);
    const theirs = await as(t, other.auth, "POST", "/api/cart", { product_id: product.id, qty: 1 });
    const stolen = await as(t, other.auth, "POST", "/api/cart/apply-coupon",
      { cart_id: (theirs.body.data as { id: string }).id, coupon_code: code }, "th");
    expect(stolen.status).toBe(404);
    expect(stolen.body.code).toBe("coupon_not_found");
    expect(stolen.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("refuses every state that forbids a redeem with a clear 4xx in both languages, changing nothing", async () => {
    const m = await memberWith(10);
    const now = Date.now();
    const cases: Array<[RewardOver, string]> = [
      [{ points: 11 }, "points_not_enough"],
      [{ starts: new Date(now + DAY) }, "reward_not_started"],
      [{ ends: new Date(now - 1000) }, "reward_expired"],
      [{ exclusive: true }, "reward_exclusive_only"],
      [{ remaining: 0 }, "reward_out_of_stock"],
      [{ kind: "promotion", remaining: 0 }, "reward_out_of_coupons"],
    ];
    for (const [over, code] of cases) {
      const id = await reward(over);
      for (const locale of ["en", "th"] as const) {
        const rows = await balanceRows(m.id);
        const reply = await redeem(m, over.kind ?? "gift", id, newKey(), locale);
        expect(reply.status, code).toBeGreaterThanOrEqual(400);
        expect(reply.status, code).toBeLessThan(500);
        expect(reply.body.code).toBe(code);
        if (locale === "th") expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
        expect(await balanceRows(m.id)).toBe(rows);
        expect(await remainingOf(id)).toBe(over.remaining === undefined ? 5 : over.remaining);
      }
    }
    const gift = await reward();
    expect((await redeem(m, "promotion", gift)).body.code).toBe("reward_not_found");
    expect((await redeem(m, "gift", gift, null)).body.code).toBe("idempotency_key_required");
    expect((await redeem(m, "gift", gift, "short")).status).toBe(400);
    expect((await pointsOf(m)).points).toBe(10);
  });

  it("100 concurrent redeems on a balance that covers one: exactly one lands", async () => {
    const m = await memberWith(10);
    const ids = await Promise.all(Array.from({ length: 4 }, () => reward({ points: 10, remaining: 100 })));
    const replies = await Promise.all(Array.from({ length: 100 }, (_, i) => redeem(m, "gift", ids[i % 4] ?? 0)));
    const landed = replies.filter((r) => r.status === 200);
    expect(landed).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 200).every((r) => ["points_not_enough", "reward_redeemed"]
      .includes(String(r.body.code)))).toBe(true);
    expect((await pointsOf(m)).points).toBe(0);
  });

  it("a gift's stock and a promotion's coupons never go below zero under concurrent redeems", async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => memberWith(20)));
    const id = await reward({ points: 10, remaining: 3 });
    const replies = await Promise.all(members.map((m) => redeem(m, "gift", id)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.status !== 200).every((r) => r.body.code === "reward_out_of_stock")).toBe(true);
    expect(await remainingOf(id)).toBe(0);

    const promotion = await reward({ kind: "promotion", points: 10, remaining: 2 });
    const quota = await Promise.all(members.map((m) => redeem(m, "promotion", promotion)));
    expect(quota.filter((r) => r.status === 200)).toHaveLength(2);
    expect(quota.filter((r) => r.status !== 200).every((r) => ["reward_out_of_coupons", "points_not_enough"]
      .includes(String(r.body.code)))).toBe(true);
    expect(await remainingOf(promotion)).toBe(0);
    const [coupons] = await queryRows<{ n: number }>(t.db.db, sql`
      SELECT count(*)::int AS n FROM reward_redemptions WHERE reward_id = ${promotion} AND coupon_id IS NOT NULL`);
    expect(coupons?.n).toBe(2);
  });
});

describe("LINE shopping points", () => {
  const phone = () => `+6686${String(1_000_000 + ((process.pid * 13 + ++keys) % 8_999_999)).slice(-7)}`;
  const seedPhone = async (e164: string, points: number) =>
    t.db.db.execute(sql`INSERT INTO line_points_sandbox (phone_e164, points) VALUES (${e164}, ${points})`);

  it("merge once after the OTP, pending until the next day, credited by the job, never twice", async () => {
    const e164 = phone();
    await seedPhone(e164, 150);
    const m = await createTestMember(t.app);
    const now = new Date();
    const merged = await mergeLinePoints(t.app.db, sandboxLinePoints, m.id, e164, now);
    expect(merged).toMatchObject({ merged: true, points: 150 });
    let points = await pointsOf(m);
    expect(points.points).toBe(0);
    expect(points.pending).toMatchObject([{ points: 150, kind: "line_merge" }]);
    expect(Date.parse(points.pending[0]?.arrives_at ?? "")).toBeGreaterThan(now.getTime());

    // The same phone again, into this account or another: nothing.
    const other = await createTestMember(t.app);
    expect(await mergeLinePoints(t.app.db, sandboxLinePoints, m.id, e164, now)).toEqual({ merged: false });
    expect(await mergeLinePoints(t.app.db, sandboxLinePoints, other.id, e164, now)).toEqual({ merged: false });

    expect(await creditDueLineMerges(t.app.db, sandboxLinePoints, now)).toBe(0); // not yet due
    // The next day comes: the merge's date moves back to now (the shop reads points at the real time).
    await t.db.db.execute(sql`UPDATE line_point_merges SET credit_at = now() - interval '1 second'
      WHERE phone_e164 = ${e164}`);
    const later = new Date();
    expect(await creditDueLineMerges(t.app.db, sandboxLinePoints, later)).toBeGreaterThanOrEqual(1);
    expect(await creditDueLineMerges(t.app.db, sandboxLinePoints, later)).toBe(0);
    points = await pointsOf(m);
    expect(points.points).toBe(150);
    expect(points.pending).toEqual([]);
    expect((await pointsOf(other)).points).toBe(0);
  });

  it("a verified phone's OTP merges its LINE points", async () => {
    const e164 = phone();
    await seedPhone(e164, 40);
    const m = await createTestMember(t.app);
    const national = `0${e164.slice(3)}`;
    expect((await as(t, m.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: national } })).status)
      .toBe(200);
    expect((await as(t, m.auth, "POST", "/api/user/otp/phone/request", {})).status).toBe(200);
    const [sms] = await queryRows<{ body: string }>(t.db.db, sql`
      SELECT body FROM outbox WHERE "to" = ${e164} ORDER BY id DESC LIMIT 1`);
    const code = /\b(\d{6})\b/.exec(sms?.body ?? "")?.[1] ?? "";
    const verified = await as(t, m.auth, "POST", "/api/user/otp/phone/verify", { code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect((await pointsOf(m)).pending).toMatchObject([{ points: 40, kind: "line_merge" }]);
  });
});
