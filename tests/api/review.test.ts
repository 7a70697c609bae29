// Reviews: public pages with the rating summary, the check for guests, member-only calls (401 until accounts), and
// the reaction toggle at repository level (members arrive with the accounts issue).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import { ReviewCheckResponse, ReviewListResponse, type Review } from "../../contract/review.ts";
import { queryRows } from "../../server/db/database.ts";
import { reactToReview } from "../../server/db/repositories/review.ts";
import { call } from "./cart-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";

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
      all.push(...((await call(t, "GET", `/api/product/review?product_id=${p.id}&per_page=2&page=${page}`)).body.data as Review[]));
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
      SELECT count(*) FILTER (WHERE locale = 'th')::int AS th, count(*) FILTER (WHERE locale = 'en')::int AS en FROM reviews`);
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

describe("member-only review calls before accounts exist", () => {
  it("check tells a guest to sign in", async () => {
    const p = await reviewedProduct();
    const reply = await call(t, "GET", `/api/product/review/check?product_id=${p.id}`);
    expect(is(reply.body, ReviewCheckResponse)).toBe(true);
    expect(reply.body.data).toEqual({ allowed: false, reason: "sign_in_required" });
    expect((await call(t, "GET", "/api/product/review/check?product_id=999999")).status).toBe(404);
  });

  it("pending, reaction and create answer 401, with or without a Bearer token, before validating the body", async () => {
    for (const headers of [{}, { authorization: "Bearer not-a-real-token" }]) {
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
  });
});

describe("reaction toggle (repository)", () => {
  it("one reaction per member per review: same again withdraws, the other switches", async () => {
    const [review] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM reviews ORDER BY id LIMIT 1`);
    const id = Number(review?.id);
    expect(await reactToReview(t.db.db, id, "member:1", "helpful")).toEqual({
      review_id: id, reactions: { helpful: 1, not_helpful: 0 }, my_reaction: "helpful",
    });
    expect((await reactToReview(t.db.db, id, "member:2", "helpful"))?.reactions).toEqual({ helpful: 2, not_helpful: 0 });
    expect(await reactToReview(t.db.db, id, "member:1", "not_helpful")).toMatchObject({
      reactions: { helpful: 1, not_helpful: 1 }, my_reaction: "not_helpful",
    });
    expect(await reactToReview(t.db.db, id, "member:1", "not_helpful")).toMatchObject({
      reactions: { helpful: 1, not_helpful: 0 }, my_reaction: null,
    });
    const [rows] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM review_reactions WHERE review_id = ${id}`);
    expect(Number(rows?.n)).toBe(1);
    // The public list shows the counts.
    const [product] = await queryRows<{ product_id: number }>(t.db.db, sql`SELECT product_id FROM reviews WHERE id = ${id}`);
    const list = (await call(t, "GET", `/api/product/review?product_id=${product?.product_id}&per_page=50`)).body.data as Review[];
    expect(list.find((r) => r.id === id)?.reactions).toEqual({ helpful: 1, not_helpful: 0 });
  });

  it("parallel taps by one member count once", async () => {
    const [review] = await queryRows<{ id: number }>(t.db.db, sql`SELECT id FROM reviews ORDER BY id DESC LIMIT 1`);
    const id = Number(review?.id);
    await Promise.all([1, 2, 3].map(() => reactToReview(t.db.db, id, "member:9", "helpful")));
    const [row] = await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM review_reactions WHERE review_id = ${id}`);
    expect(Number(row?.n)).toBe(1);
  });

  it("answers undefined for an unknown review", async () => {
    expect(await reactToReview(t.db.db, 999_999, "member:1", "helpful")).toBeUndefined();
  });
});
