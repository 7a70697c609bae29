// Reviews: public pages with the rating summary, the check, member reviews (one per product, only with a completed
// order of it: decision 0076), pending products from completed orders, and the reaction toggle through the API and at
// repository level.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import {
  PendingReviewResponse, ReactionResponse, REVIEW_TEXT_MAX, ReviewCheckResponse, ReviewListResponse, ReviewResponse,
  type PendingReview, type Review,
} from "#contract/review.ts";
import { queryRows } from "#db/database.ts";
import { reactToReview } from "#db/repositories/review.ts";
import { DEMO_MEMBER } from "#seed/demo.ts";
import { call, cartOf, productsWithStock, type Reply } from "./cart-helpers.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { createTestOrder } from "./orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function reviewedProduct(): Promise<{ id: number; n: number; rating: number; rating_count: number }> {
  const [row] = await queryRows<{ id: number; n: number; rating: string; rating_count: number }>(t.db.db, sql`
    SELECT p.id, count(r.id)::int AS n, p.rating, p.rating_count FROM products p JOIN reviews r ON r.product_id = p.id
    GROUP BY p.id ORDER BY count(r.id) DESC, p.id LIMIT 1`);
  if (!row) throw new Error("no seeded reviews");
  return { id: Number(row.id), n: Number(row.n), rating: Number(row.rating), rating_count: Number(row.rating_count) };
}

describe("GET /api/product/review/", () => {
  it("pages a product's reviews newest first with a summary over all of them", async () => {
    const p = await reviewedProduct();
    expect(p.n).toBeGreaterThanOrEqual(3);
    const first = await call(t, "GET", `/api/product/review?product_id=${p.id}&per_page=2`);
    expect(first.status).toBe(200);
    expect(is(first.body, ReviewListResponse)).toBe(true);
    expect(first.body.meta).toEqual({ page: 1, per_page: 2, total: p.n });
    const all: Review[] = [];
    for (let page = 1; page <= Math.ceil(p.n / 2); page++) {
      all.push(
        ...((await call(t, "GET",
          `/api/product/review?product_id=${p.id}&per_page=2&page=${page}`)).body.data as Review[]));
    }
    expect(all).toHaveLength(p.n);
    const dates = all.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const summary = first.body.summary as { average: number; count: number; stars: Record<string, number> };
    expect(summary.count).toBe(p.n);
    const sum = all.reduce((s, r) => s + r.rating, 0);
    expect(summary.average).toBe(Math.round((sum / p.n) * 10) / 10);
    for (const star of [1, 2, 3, 4, 5]) expect(summary.stars[star]).toBe(all.filter((r) => r.rating === star).length);
    // The product card's rating is the same summary.
    expect([p.rating, p.rating_count]).toEqual([summary.average, summary.count]);
    expect(all.every((r) => r.my_reaction === null && r.author.length > 0)).toBe(true);
  });

  it("has reviews in English and in Thai in the seed", async () => {
    const [row] = await queryRows<{ th: number; en: number }>(t.db.db, sql`
      SELECT count(*) FILTER (WHERE locale = 'th')::int AS th, count(*) FILTER (WHERE locale = 'en')::int AS en
      FROM reviews`);
    expect(Number(row?.th)).toBeGreaterThan(50);
    expect(Number(row?.en)).toBeGreaterThan(50);
  });

  it("answers an empty page and a zero summary for a product without reviews", async () => {
    const [row] = await queryRows<{ id: number }>(t.db.db, sql`
      SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) LIMIT 1`);
    if (!row) return expect.fail("every seeded product has reviews; pick another case");
    const reply = await call(t, "GET", `/api/product/review?product_id=${row.id}`);
    expect(reply.body).toMatchObject({ data: [], meta: { total: 0 }, summary: { average: 0, count: 0 } });
  });

  it("404 for an unknown product, 400 for a bad query", async () => {
    expect((await call(t, "GET", "/api/product/review?product_id=999999")).body.code).toBe("product_not_found");
    for (const q of ["", "product_id=abc", "product_id=1&per_page=500", "product_id=1&page=0"]) {
      expect((await call(t, "GET", `/api/product/review?${q}`)).status, q).toBe(400);
    }
  });
});

describe("review calls for guests", () => {
  it("check tells a guest to sign in; an unknown product is 404", async () => {
    const p = await reviewedProduct();
    const reply = await call(t, "GET", `/api/product/review/check?product_id=${p.id}`);
    expect(is(reply.body, ReviewCheckResponse)).toBe(true);
    expect(reply.body.data).toEqual({ allowed: false, reason: "sign_in_required" });
    expect((await call(t, "GET", "/api/product/review/check?product_id=999999")).status).toBe(404);
  });

  it("pending, reaction and create answer 401, with or without a Bearer token, before validating the body",
    async () => {
    const before = await reviewCount();
    for (const headers of [{}, { authorization: "Bearer not-a-real-token" },
      { authorization: "Bearer abcdefghijklmnopqrstuvwxyz012345" }]) {
      for (const [method, url, payload] of [
        ["GET", "/api/product/review/pending", undefined],
        ["POST", "/api/product/review/reaction", { review_id: 1, reaction: "helpful" }],
        ["POST", "/api/product/review", { product_id: 1, rating: 5, text: "Lovely serum, would buy again." }],
        ["POST", "/api/product/review", { nonsense: true }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe("unauthorized");
      }
    }
    expect(await reviewCount()).toBe(before);
  });
});

/** A request as a member (bearer token), in a language. */
async function asMember(
  member: TestMember, method: "GET" | "POST", url: string, payload?: unknown, locale: "en" | "th" = "en",
): Promise<Reply> {
  const res = await t.app.inject({
    method, url, headers: { ...inLanguage(locale), ...member.auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function reviewCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM reviews`);
  return Number(row?.n);
}

/** A product without any review yet, so the summary is the tests' own (the seed leaves a few unrated). */
async function unreviewedProduct(): Promise<{ id: number; slug: string }> {
  const [row] = await queryRows<{ id: number; slug: string }>(t.db.db, sql`
    SELECT id, slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id)
    ORDER BY id LIMIT 1`);
  if (!row) throw new Error("no product without reviews left");
  return { ...row, id: Number(row.id) };
}

/** A different seeded product per call (it may have seeded reviews). */
let anyOffset = 0;
async function anyProduct(): Promise<{ id: number }> {
  const [row] = await queryRows<{ id: number }>(t.db.db,
    sql`SELECT id FROM products ORDER BY id DESC LIMIT 1 OFFSET ${anyOffset++}`);
  if (!row) throw new Error("no products");
  return { id: Number(row.id) };
}

/** A member who bought these products in a completed order (the one way to be allowed to review them). */
async function buyer(productIds: readonly number[], options: { firstName?: string } = {}): Promise<TestMember> {
  const member = await createTestMember(t.app, options);
  await createTestOrder(t.db.db, member.id, productIds);
  return member;
}

const checkOf = async (member: TestMember, productId: number) =>
  (await asMember(member, "GET", `/api/product/review/check?product_id=${productId}`)).body.data;

async function productRating(id: number): Promise<{ rating: number; rating_count: number }> {
  const [row] = await queryRows<{ rating: string; rating_count: number }>(t.db.db, sql`
    SELECT rating, rating_count FROM products WHERE id = ${id}`);
  return { rating: Number(row?.rating), rating_count: Number(row?.rating_count) };
}

describe("who may review: a completed order of the product", () => {
  it("check answers not_purchased without any order, and for an order that is not completed", async () => {
    const p = await anyProduct();
    const member = await createTestMember(t.app);
    const reply = await asMember(member, "GET", `/api/product/review/check?product_id=${p.id}`);
    expect(is(reply.body, ReviewCheckResponse)).toBe(true);
    expect(reply.body.data).toEqual({ allowed: false, reason: "not_purchased" });
    for (const status of ["pending", "failed", "processing", "in_transit"] as const) {
      await createTestOrder(t.db.db, member.id, [p.id], { status });
      expect(await checkOf(member, p.id), status).toEqual({ allowed: false, reason: "not_purchased" });
    }
    await createTestOrder(t.db.db, member.id, [p.id]);
    expect(await checkOf(member, p.id)).toEqual({ allowed: true });
  });

  it("a completed order of another product, or another member's order of this one, does not count", async () => {
    const [p, q] = [await anyProduct(), await anyProduct()];
    const member = await buyer([q.id]);
    expect(await checkOf(member, q.id)).toEqual({ allowed: true });
    expect(await checkOf(member, p.id)).toEqual({ allowed: false, reason: "not_purchased" });
    const other = await buyer([p.id]);
    expect(await checkOf(other, p.id)).toEqual({ allowed: true });
    expect(await checkOf(member, p.id)).toEqual({ allowed: false, reason: "not_purchased" });
    // A guest's completed order of it does not make anyone a buyer either.
    await createTestOrder(t.db.db, null, [p.id]);
    expect(await checkOf(member, p.id)).toEqual({ allowed: false, reason: "not_purchased" });
  });

  it("create without a completed order: 403 review_not_allowed in the request's language, nothing stored", async () => {
    const p = await anyProduct();
    const member = await createTestMember(t.app);
    await createTestOrder(t.db.db, member.id, [p.id], { status: "pending" });
    const before = { count: await reviewCount(), rating: await productRating(p.id) };
    const body = { product_id: p.id, rating: 1, text: "Never got it but reviewing anyway." };
    const en = await asMember(member, "POST", "/api/product/review", body);
    expect([en.status, en.body.code, en.body.message]).toEqual([403, "review_not_allowed",
      "Only members who bought this product can review it, once."]);
    const th = await asMember(member, "POST", "/api/product/review", body, "th");
    expect([th.status, th.body.code]).toEqual([403, "review_not_allowed"]);
    expect(th.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await reviewCount()).toBe(before.count);
    expect(await productRating(p.id)).toEqual(before.rating);
    expect((await call(t, "GET", `/api/product/review?product_id=${p.id}&per_page=50`)).body.data as Review[])
      .not.toContainEqual(expect.objectContaining({ text: body.text }));
  });
});

describe("the demo member (seeded outside production)", () => {
  it("signs in with the documented password and may review the twelve delivered products, not the unpaid one",
    async () => {
    const login = await call(t, "POST", "/api/auth/login",
      { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const demo = { auth: { authorization: `Bearer ${login.body.token as string}` } } as TestMember;
    const pending = await asMember(demo, "GET", "/api/product/review/pending?per_page=50");
    const items = pending.body.data as PendingReview[];
    expect((pending.body.meta as { total: number }).total).toBe(12);
    expect(new Set(items.map((i) => i.product_id)).size).toBe(12);
    const dates = items.map((i) => i.purchased_at ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    const [unpaid] = await queryRows<{ product_id: number }>(t.db.db, sql`
      SELECT oi.product_id FROM orders o JOIN order_items oi ON oi.order_id = o.id JOIN members m ON m.id = o.member_id
      WHERE m.email = ${DEMO_MEMBER.email} AND o.status = 'pending'`);
    expect(unpaid).toBeDefined();
    expect(items.map((i) => i.product_id)).not.toContain(Number(unpaid?.product_id));
    expect(await checkOf(demo, Number(unpaid?.product_id))).toEqual({ allowed: false, reason: "not_purchased" });
    for (const item of items) {
      expect(await checkOf(demo, item.product_id)).toEqual({ allowed: true });
      const detail = await call(t, "GET", `/api/product/${item.slug}`);
      expect((detail.body.data as { stock: number }).stock, item.slug).toBeGreaterThan(0);
    }
  });
});

describe("member reviews", () => {
  it("a buyer reviews the product once: check, create, the list and the card rating follow, then 409", async () => {
    const p = await unreviewedProduct();
    const member = await buyer([p.id], { firstName: "Nok" });
    const check = await asMember(member, "GET", `/api/product/review/check?product_id=${p.id}`);
    expect(is(check.body, ReviewCheckResponse)).toBe(true);
    expect(check.body.data).toEqual({ allowed: true });

    const text = "  Light, absorbs fast and no sting around the eyes.  ";
    const created = await asMember(member, "POST", "/api/product/review", { product_id: p.id, rating: 4, text });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(is(created.body, ReviewResponse)).toBe(true);
    expect(created.body.data).toMatchObject({
      product_id: p.id, rating: 4, text: text.trim(), author: "Nok T.", reactions: { helpful: 0, not_helpful: 0 },
      my_reaction: null,
    });

    const list = await call(t, "GET", `/api/product/review?product_id=${p.id}`);
    expect((list.body.data as Review[]).map((r) => r.text)).toEqual([text.trim()]);
    expect(list.body.summary).toEqual({ average: 4, count: 1, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } });
    const detail = await call(t, "GET", `/api/product/${p.slug}`);
    expect(detail.body.data).toMatchObject({ rating: 4, rating_count: 1 });

    expect(await checkOf(member, p.id)).toEqual({ allowed: false, reason: "already_reviewed" });
    // Buying it again does not open a second review.
    await createTestOrder(t.db.db, member.id, [p.id]);
    expect(await checkOf(member, p.id)).toEqual({ allowed: false, reason: "already_reviewed" });
    const before = await reviewCount();
    const again = await asMember(member, "POST", "/api/product/review",
      { product_id: p.id, rating: 1, text: "Changed my mind about this one." });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("conflict");
    expect(await reviewCount()).toBe(before);
    expect((await call(t, "GET", `/api/product/review?product_id=${p.id}`)).body.summary).toMatchObject({ average: 4,
      count: 1 });
  });

  it("two parallel posts by one member store one review", async () => {
    const p = await anyProduct();
    const member = await buyer([p.id]);
    const body = { product_id: p.id, rating: 5, text: "Great texture, my skin feels calm." };
    const replies = await Promise.all([1, 2, 3].map(() => asMember(member, "POST", "/api/product/review", body)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const [row] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM reviews WHERE product_id = ${p.id} AND member_id = ${member.id}`);
    expect(Number(row?.n)).toBe(1);
  });

  it("another buyer reviews the same product independently; the summary averages both", async () => {
    const p = await unreviewedProduct();
    const a = await buyer([p.id]);
    const b = await buyer([p.id]);
    expect((await asMember(a, "POST", "/api/product/review",
      { product_id: p.id, rating: 5, text: "Five stars from me, lovely." })).status).toBe(200);
    expect(await checkOf(b, p.id)).toEqual({ allowed: true });
    expect((await asMember(b, "POST", "/api/product/review",
      { product_id: p.id, rating: 2, text: "Broke me out after a week." })).status).toBe(200);
    expect((await call(t, "GET", `/api/product/review?product_id=${p.id}`)).body.summary).toMatchObject({ average: 3.5,
      count: 2 });
  });

  it("bad input answers 400 in Thai with the field, and stores nothing", async () => {
    const p = await anyProduct();
    const member = await buyer([p.id]);
    const before = await reviewCount();
    const cases: [unknown, string][] = [
      [{ product_id: p.id, rating: 0, text: "Nice enough cream overall." }, "rating"],
      [{ product_id: p.id, rating: 6, text: "Nice enough cream overall." }, "rating"],
      [{ product_id: p.id, rating: 4.5, text: "Nice enough cream overall." }, "rating"],
      [{ product_id: p.id, rating: "5", text: "Nice enough cream overall." }, "rating"],
      [{ product_id: p.id, rating: 5, text: "short" }, "text"],
      [{ product_id: p.id, rating: 5, text: "          ok          " }, "text"],
      [{ product_id: p.id, rating: 5, text: "a".repeat(REVIEW_TEXT_MAX + 1) }, "text"],
      [{ product_id: p.id, rating: 5 }, "text"],
      [{ product_id: "x", rating: 5, text: "Nice enough cream overall." }, "product_id"],
      [{ product_id: p.id, rating: 5, text: "Nice enough cream overall.", author: "Admin" }, "author"],
    ];
    for (const [payload, field] of cases) {
      const reply = await asMember(member, "POST", "/api/product/review", payload, "th");
      expect(reply.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(reply.body.code).toBe("validation_failed");
      expect(reply.body.message).toBe("ข้อมูลบางช่องไม่ถูกต้อง");
      const errors = reply.body.errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(payload).slice(0, 80)).toContain(field);
      expect(errors[field]?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    }
    const unknown = await asMember(member, "POST", "/api/product/review",
      { product_id: 999_999, rating: 5, text: "Nice enough cream overall." }, "th");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("product_not_found");
    expect((await asMember(member, "GET", "/api/product/review/check?product_id=999999")).body.code)
      .toBe("product_not_found");
    expect(await reviewCount()).toBe(before);
    // Still allowed afterwards: nothing was stored.
    expect(await checkOf(member, p.id)).toEqual({ allowed: true });
  });

  it("stores markup as plain text and answers it unchanged", async () => {
    const p = await anyProduct();
    const member = await buyer([p.id]);
    const text = "<img src=x onerror=alert(1)> ใช้ดีมาก ไม่ระคายเคือง";
    const created = await asMember(member, "POST", "/api/product/review", { product_id: p.id, rating: 5, text }, "th");
    expect(created.status).toBe(200);
    const list = (await call(t, "GET", `/api/product/review?product_id=${p.id}&per_page=50`)).body.data as Review[];
    expect(list.find((r) => r.id === (created.body.data as Review).id)?.text).toBe(text);
  });

  it(
    "pending lists exactly the products of completed orders not reviewed yet, newest purchase first, in the member's "
      + "language", async () => {
    const member = await createTestMember(t.app);
    const empty = await asMember(member, "GET", "/api/product/review/pending");
    expect(empty.status).toBe(200);
    expect(is(empty.body, PendingReviewResponse)).toBe(true);
    expect(empty.body).toMatchObject({ data: [], meta: { page: 1, total: 0 } });

    const [a, b, c, d, e] = await productsWithStock(t, 5);
    if (!a || !b || !c || !d || !e) throw new Error("need five stocked products");
    const day = 86_400_000;
    const old = await createTestOrder(t.db.db, member.id, [a.id, b.id],
      { completedAt: new Date(Date.now() - 30 * day) });
    const recent = await createTestOrder(t.db.db, member.id, [c.id], { completedAt: new Date(Date.now() - 2 * day) });
    // Bought again later: dated by the newest completed order.
    const again = await createTestOrder(t.db.db, member.id, [a.id], { completedAt: new Date(Date.now() - day) });
    // Not delivered, or in the cart only: not awaiting a review.
    await createTestOrder(t.db.db, member.id, [d.id], { status: "pending" });
    await createTestOrder(t.db.db, member.id, [d.id], { status: "failed" });
    const cart = cartOf(await call(t, "POST", "/api/cart", { product_id: e.id, qty: 1 }));
    await t.db.db.execute(sql`UPDATE carts SET member_id = ${member.id} WHERE id = ${cart.id}`);

    const pending = await asMember(member, "GET", "/api/product/review/pending", undefined, "th");
    expect(is(pending.body, PendingReviewResponse)).toBe(true);
    expect(pending.body.meta).toEqual({ page: 1, per_page: 10, total: 3 });
    const items = pending.body.data as PendingReview[];
    expect(items.map((i) => i.product_id)).toEqual([a.id, c.id, b.id]);
    expect(items[0]).toMatchObject({ product_id: a.id, name: a.name_th,
      purchased_at: again.completedAt?.toISOString() });
    expect(items.map((i) => i.purchased_at)).toEqual([again, recent, old].map((o) => o.completedAt?.toISOString()));
    // Every listed product is one the member may review now.
    for (const item of items) expect(await checkOf(member, item.product_id)).toEqual({ allowed: true });

    expect((await asMember(member, "POST", "/api/product/review",
      { product_id: a.id, rating: 5, text: "Bought it again, really good." })).status).toBe(200);
    const after = await asMember(member, "GET", "/api/product/review/pending?per_page=1");
    expect(after.body).toMatchObject({ data: [{ product_id: c.id }], meta: { total: 2, per_page: 1 } });
    expect(((await asMember(member, "GET", "/api/product/review/pending")).body.data as PendingReview[]).map((i) =>
      i.product_id))
      .toEqual([c.id, b.id]);
    expect((await asMember(member, "GET", "/api/product/review/pending?page=3")).body).toMatchObject({ data: [],
      meta: { total: 2 } });
    // Another member's pending list does not see these orders.
    const other = await createTestMember(t.app);
    expect((await asMember(other, "GET", "/api/product/review/pending")).body).toMatchObject({ data: [],
      meta: { total: 0 } });
    expect((await asMember(member, "GET", "/api/product/review/pending?per_page=500")).status).toBe(400);
  });

  it("deleting the account deletes the member's orders and their lines", async () => {
    const p = await anyProduct();
    const member = await buyer([p.id]);
    const kept = await buyer([p.id]);
    const ordersOf = async (memberId: number) => {
      const [row] = await queryRows<{ orders: number; lines: number }>(t.db.db, sql`
        SELECT count(DISTINCT o.id)::int AS orders, count(oi.id)::int AS lines
        FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id WHERE o.member_id = ${memberId}`);
      return { orders: Number(row?.orders), lines: Number(row?.lines) };
    };
    expect(await ordersOf(member.id)).toEqual({ orders: 1, lines: 1 });
    const [before] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM order_items`);
    expect((await asMember(member, "POST", "/api/user/delete-account", { confirm: true })).status).toBe(200);
    expect(await ordersOf(member.id)).toEqual({ orders: 0, lines: 0 });
    const [after] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM order_items`);
    expect(Number(after?.n)).toBe(Number(before?.n) - 1);
    // Someone else's order of the same product stays.
    expect(await ordersOf(kept.id)).toEqual({ orders: 1, lines: 1 });
  });

  it("reactions toggle per member and another member's reaction is independent", async () => {
    const p = await anyProduct();
    const author = await buyer([p.id]);
    const created = await asMember(author, "POST", "/api/product/review",
      { product_id: p.id, rating: 3, text: "Okay, a bit sticky in the heat." });
    const reviewId = (created.body.data as Review).id;
    const a = await createTestMember(t.app);
    const b = await createTestMember(t.app);
    const react = (m: TestMember, reaction: string) => asMember(m, "POST", "/api/product/review/reaction",
      { review_id: reviewId, reaction });

    const first = await react(a, "helpful");
    expect(first.status).toBe(200);
    expect(is(first.body, ReactionResponse)).toBe(true);
    expect(first.body.data).toEqual({ review_id: reviewId, reactions: { helpful: 1, not_helpful: 0 },
      my_reaction: "helpful" });
    expect((await react(b, "not_helpful")).body.data).toEqual({
      review_id: reviewId, reactions: { helpful: 1, not_helpful: 1 }, my_reaction: "not_helpful",
    });
    // a taps helpful again: withdrawn; b's stays.
    expect((await react(a, "helpful")).body.data).toEqual({
      review_id: reviewId, reactions: { helpful: 0, not_helpful: 1 }, my_reaction: null,
    });
    // a switches straight to not helpful.
    await react(a, "helpful");
    expect((await react(a, "not_helpful")).body.data).toMatchObject({ reactions: { helpful: 0, not_helpful: 2 },
      my_reaction: "not_helpful" });

    // Each member sees their own reaction in the list; a guest sees none.
    const mine = async (m: TestMember | null) => {
      const url = `/api/product/review?product_id=${p.id}&per_page=50`;
      const reply = m ? await asMember(m, "GET", url) : await call(t, "GET", url);
      return (reply.body.data as Review[]).find((r) => r.id === reviewId)?.my_reaction;
    };
    expect([await mine(a), await mine(b), await mine(author), await mine(null)]).toEqual(["not_helpful", "not_helpful",
      null, null]);

    const bad = await asMember(a, "POST", "/api/product/review/reaction", { review_id: reviewId, reaction: "love" },
      "th");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object)).toEqual(["reaction"]);
    expect(bad.body.message).toBe("ข้อมูลบางช่องไม่ถูกต้อง");
    const unknown = await asMember(a, "POST", "/api/product/review/reaction",
      { review_id: 999_999, reaction: "helpful" }, "th");
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([404, "review_not_found",
      "ไม่พบรีวิวนี้"]);
  });
});

describe("reaction toggle (repository)", () => {
  it("one reaction per member per review: same again withdraws, the other switches", async () => {
    const [review] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM reviews ORDER BY id LIMIT 1`);
    const id = Number(review?.id);
    expect(await reactToReview(t.db.db, id, "member:1", "helpful")).toEqual({
      review_id: id, reactions: { helpful: 1, not_helpful: 0 }, my_reaction: "helpful",
    });
    expect((await reactToReview(t.db.db, id, "member:2", "helpful"))?.reactions).toEqual({ helpful: 2,
      not_helpful: 0 });
    expect(await reactToReview(t.db.db, id, "member:1", "not_helpful")).toMatchObject({
      reactions: { helpful: 1, not_helpful: 1 }, my_reaction: "not_helpful",
    });
    expect(await reactToReview(t.db.db, id, "member:1", "not_helpful")).toMatchObject({
      reactions: { helpful: 1, not_helpful: 0 }, my_reaction: null,
    });
    const [rows] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM review_reactions WHERE review_id = ${id}`);
    expect(Number(rows?.n)).toBe(1);
    // The public list shows the counts.
    const [product] = await queryRows<{ product_id: number }>(t.db.db,
      sql`SELECT product_id FROM reviews WHERE id = ${id}`);
    const list =
      (await call(t, "GET", `/api/product/review?product_id=${product?.product_id}&per_page=50`)).body.data as Review[];
    expect(list.find((r) => r.id === id)?.reactions).toEqual({ helpful: 1, not_helpful: 0 });
  });

  it("parallel taps by one member count once", async () => {
    const [review] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM reviews ORDER BY id DESC LIMIT 1`);
    const id = Number(review?.id);
    await Promise.all([1, 2, 3].map(() => reactToReview(t.db.db, id, "member:9", "helpful")));
    const [row] = await queryRows<{ n: number }>(t.db.db, sql`
      SELECT count(*)::int AS n FROM review_reactions WHERE review_id = ${id} AND member_key = 'member:9'`);
    expect(Number(row?.n)).toBe(1);
  });

  it("answers undefined for an unknown review", async () => {
    expect(await reactToReview(t.db.db, 999_999, "member:1", "helpful")).toBeUndefined();
  });
});
