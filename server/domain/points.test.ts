import { describe, expect, it } from "vitest";
import {
  balanceAt, balanceExpiresAt, decideExclusiveRedeem, exclusiveEnd, nextBangkokDay, pendingAt, pointsEarned,
  pointsToExclusive, pointsToExpire, qualifiesForExclusive,
} from "./points.ts";

const THB = 100; // satang
const now = new Date("2026-11-25T03:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe("earning", () => {
  it("gives 1 point per whole 1,000 THB of goods after discounts, shipping not counted", () => {
    expect(pointsEarned({ subtotal: 999 * THB, discount: 0 })).toBe(0);
    expect(pointsEarned({ subtotal: 1_000 * THB, discount: 0 })).toBe(1);
    expect(pointsEarned({ subtotal: 1_999 * THB, discount: 0 })).toBe(1);
    expect(pointsEarned({ subtotal: 2_100 * THB, discount: 200 * THB })).toBe(1);
    expect(pointsEarned({ subtotal: 100 * THB, discount: 500 * THB })).toBe(0);
  });

  it("makes a member exclusive from one order of 45,000 THB of goods after discounts", () => {
    expect(qualifiesForExclusive({ subtotal: 45_000 * THB, discount: 0 })).toBe(true);
    expect(qualifiesForExclusive({ subtotal: 45_500 * THB, discount: 501 * THB })).toBe(false);
  });
});

describe("balance", () => {
  const entries = [
    { kind: "earn" as const, points: 12, spendableAt: days(-10) },
    { kind: "redeem" as const, points: -5, spendableAt: days(-1) },
    { kind: "line_merge" as const, points: 40, spendableAt: days(1) },
  ];
  it("sums what is spendable now and keeps the rest pending, soonest first", () => {
    expect(balanceAt(entries, now)).toBe(7);
    expect(pendingAt(entries, now).map((e) => e.points)).toEqual([40]);
    expect(balanceAt(entries, days(2))).toBe(47);
  });

  it("counts a deduction at once, whatever its date (a redeem by a request that started later)", () => {
    const later = { kind: "redeem" as const, points: -10, spendableAt: days(1) };
    expect(balanceAt([{ kind: "earn", points: 10, spendableAt: days(-1) }, later], now)).toBe(0);
  });

  it("can go below zero after a refund whose points were spent", () => {
    expect(balanceAt([...entries, { kind: "reverse", points: -12, spendableAt: now }], now)).toBe(-5);
  });

  it("lapses 24 months after the last earn or redeem, and only a positive balance", () => {
    const last = new Date("2024-11-25T03:00:00Z");
    expect(balanceExpiresAt(last, 30)?.toISOString()).toBe("2026-11-25T03:00:00.000Z");
    expect(pointsToExpire(last, 30, now)).toBe(30);
    expect(pointsToExpire(last, 30, days(-1))).toBe(0);
    expect(pointsToExpire(last, -3, now)).toBe(0);
    expect(balanceExpiresAt(null, 10)).toBeNull();
  });

  it("LINE points arrive at the next midnight in Bangkok", () => {
    expect(nextBangkokDay(new Date("2026-11-25T03:00:00Z")).toISOString()).toBe("2026-11-25T17:00:00.000Z");
    expect(nextBangkokDay(new Date("2026-11-25T17:30:00Z")).toISOString()).toBe("2026-11-26T17:00:00.000Z");
  });
});

describe("the exclusive tier", () => {
  it("lasts a year, added on to a running one", () => {
    expect(exclusiveEnd({ exclusiveUntil: null }, now).toISOString()).toBe("2027-11-25T03:00:00.000Z");
    expect(exclusiveEnd({ exclusiveUntil: days(10) }, now)).toEqual(new Date(Date.UTC(2027, 11, 5, 3)));
    expect(exclusiveEnd({ exclusiveUntil: days(-10) }, now).toISOString()).toBe("2027-11-25T03:00:00.000Z");
  });

  it("is redeemed for 800 points, renewed only in the last 30 days", () => {
    expect(decideExclusiveRedeem({ exclusiveUntil: null }, 799, now)).toEqual({ ok: false, code: "points_not_enough" });
    expect(decideExclusiveRedeem({ exclusiveUntil: null }, 800, now).ok).toBe(true);
    expect(decideExclusiveRedeem({ exclusiveUntil: days(31) }, 900, now))
      .toEqual({ ok: false, code: "already_exclusive" });
    expect(decideExclusiveRedeem({ exclusiveUntil: days(30) }, 900, now).ok).toBe(true);
  });

  it("says how many points are missing", () => {
    expect(pointsToExclusive(0)).toBe(800);
    expect(pointsToExclusive(650)).toBe(150);
    expect(pointsToExclusive(-20)).toBe(820);
    expect(pointsToExclusive(1200)).toBe(0);
  });
});
