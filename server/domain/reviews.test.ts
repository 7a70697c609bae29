import { describe, expect, it } from "vitest";
import { ratingSummary, reviewCheck, reviewerName, toggleReaction } from "./reviews.ts";

describe("ratingSummary", () => {
  it("averages to one decimal and counts each star", () => {
    const summary = ratingSummary([5, 4, 4, 3]);
    expect(summary).toEqual({ average: 4, count: 4, stars: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 1 } });
    expect(ratingSummary([5, 4, 4]).average).toBe(4.3);
    expect(ratingSummary([5, 5, 4]).average).toBe(4.7);
  });

  it("is 0 with no reviews", () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it("skips ratings that cannot be stars", () => {
    expect(ratingSummary([5, 0, 6, 4.5]).count).toBe(1);
  });
});

describe("reviewCheck", () => {
  it("allows a signed-in member with a completed order of the product and no review of it", () => {
    expect(reviewCheck({ signedIn: true, purchased: true, alreadyReviewed: false })).toEqual({ allowed: true });
  });
  it("refuses a member without a completed order of the product (decision 0076)", () => {
    expect(reviewCheck({ signedIn: true, purchased: false, alreadyReviewed: false })).toEqual({ allowed: false,
      reason: "not_purchased" });
  });
  it("asks a guest to sign in first, whatever else holds", () => {
    for (const purchased of [true, false]) {
      for (const alreadyReviewed of [true, false]) {
        expect(reviewCheck({ signedIn: false, purchased, alreadyReviewed })).toEqual({ allowed: false,
          reason: "sign_in_required" });
      }
    }
  });
  it("says already reviewed before anything about the purchase", () => {
    expect(reviewCheck({ signedIn: true, purchased: true, alreadyReviewed: true })).toEqual({ allowed: false,
      reason: "already_reviewed" });
    expect(reviewCheck({ signedIn: true, purchased: false, alreadyReviewed: true }).reason).toBe("already_reviewed");
  });
});

describe("toggleReaction", () => {
  it("adds a first reaction", () => {
    expect(toggleReaction(null, "helpful")).toEqual({ next: "helpful", delta: { helpful: 1, not_helpful: 0 } });
  });
  it("withdraws the same reaction sent again", () => {
    expect(toggleReaction("helpful", "helpful")).toEqual({ next: null, delta: { helpful: -1, not_helpful: 0 } });
  });
  it("switches to the other reaction", () => {
    expect(toggleReaction("helpful", "not_helpful")).toEqual({
      next: "not_helpful", delta: { helpful: -1, not_helpful: 1 },
    });
  });
});

describe("reviewerName", () => {
  it("shows the first name and the last initial", () => {
    expect(reviewerName("Nok", "Wongsa")).toBe("Nok W.");
    expect(reviewerName(" Nok ", "")).toBe("Nok");
    expect(reviewerName("", "")).toBe("Member");
    expect(reviewerName("", "", "สมาชิก")).toBe("สมาชิก");
  });
  it("takes a Thai surname's first consonant, not a leading vowel", () => {
    expect(reviewerName("สมชาย", "แสงทอง")).toBe("สมชาย ส.");
    expect(reviewerName("มาลี", "ใจดี")).toBe("มาลี จ.");
  });
});
