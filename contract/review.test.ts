import { describe, expect, it } from "vitest";
import { is, validate, type Struct } from "superstruct";
import {
  CreateReview, ReactionRequest, ReviewCheck, ReviewListQuery, ReviewListResponse, REVIEW_TEXT_MAX,
} from "./review.ts";

function check<T, S>(value: unknown, schema: Struct<T, S>, part: "body" | "query" = "body") {
  return validate(value, schema, { coerce: true, mask: part === "query" });
}
function failedPaths<T, S>(value: unknown, schema: Struct<T, S>): string[] {
  const [error] = check(value, schema);
  return error ? [...new Set(error.failures().map((f) => f.path.join(".")))] : [];
}

describe("ReviewListQuery", () => {
  it("needs a product id and pages by 10 by default", () => {
    expect(check({ product_id: "3" }, ReviewListQuery, "query")[1]).toEqual({ product_id: 3, page: 1, per_page: 10 });
    expect(check({}, ReviewListQuery, "query")[0]).toBeDefined();
    expect(check({ product_id: "3", per_page: "51" }, ReviewListQuery, "query")[0]).toBeDefined();
  });
});

describe("CreateReview", () => {
  const ok = { product_id: 3, rating: 5, text: "Lovely texture, no pilling under sunscreen." };

  it("accepts a whole-star rating and trims the text", () => {
    expect(check({ ...ok, text: `  ${ok.text}\n` }, CreateReview)[1]).toEqual(ok);
  });

  it("refuses ratings outside whole 1..5", () => {
    for (const rating of [0, 6, 4.5, -1, "5", null]) {
      expect(failedPaths({ ...ok, rating }, CreateReview), String(rating)).toEqual(["rating"]);
    }
  });

  it("counts the text after trimming: 10..2000 characters", () => {
    expect(failedPaths({ ...ok, text: "   too short   " }, CreateReview)).toEqual(["text"]);
    expect(failedPaths({ ...ok, text: "a".repeat(10) }, CreateReview)).toEqual([]);
    expect(failedPaths({ ...ok, text: "ดีมากค่ะ ชอบมาก" }, CreateReview)).toEqual([]);
    expect(failedPaths({ ...ok, text: "a".repeat(REVIEW_TEXT_MAX) }, CreateReview)).toEqual([]);
    expect(failedPaths({ ...ok, text: "a".repeat(REVIEW_TEXT_MAX + 1) }, CreateReview)).toEqual(["text"]);
  });

  it("keeps markup as plain text (it is rendered inert, not stripped)", () => {
    const text = "<img src=x onerror=alert(1)> works well";
    expect(check({ ...ok, text }, CreateReview)[1]?.text).toBe(text);
  });
});

describe("reactions and the check", () => {
  it("a reaction is helpful or not_helpful on a review id", () => {
    expect(check({ review_id: 9, reaction: "helpful" }, ReactionRequest)[0]).toBeUndefined();
    expect(failedPaths({ review_id: 9, reaction: "love" }, ReactionRequest)).toEqual(["reaction"]);
    expect(failedPaths({ review_id: 0, reaction: "helpful" }, ReactionRequest)).toEqual(["review_id"]);
  });

  it("the check answers allowed, with a reason when not", () => {
    expect(is({ allowed: true }, ReviewCheck)).toBe(true);
    expect(is({ allowed: false, reason: "not_purchased" }, ReviewCheck)).toBe(true);
    expect(is({ allowed: false, reason: "banned" }, ReviewCheck)).toBe(false);
  });
});

describe("ReviewListResponse", () => {
  it("carries a page of reviews and the summary", () => {
    const review = {
      id: 1, product_id: 3, rating: 4, text: "Nice and light.", author: "Nok W.",
      created_at: "2026-11-01T03:00:00.000Z",
      reactions: { helpful: 2, not_helpful: 0 }, my_reaction: null,
    };
    const body = {
      data: [review],
      meta: { page: 1, per_page: 10, total: 1 },
      summary: { average: 4, count: 1, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
    };
    expect(is(body, ReviewListResponse)).toBe(true);
    expect(is({ ...body, summary: { ...body.summary, average: 5.5 } }, ReviewListResponse)).toBe(false);
  });
});
