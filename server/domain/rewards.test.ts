import { describe, expect, it } from "vitest";
import { REWARD_STATES } from "#contract/membership.ts";
import {
  birthdayWindow, pointsNeeded, redemptionPeriod, REFUSAL_OF, rewardState, ruleFor, type RewardMember, type RewardRule,
} from "./rewards.ts";

const now = new Date("2026-11-25T03:00:00Z");
const rule = (over: Partial<RewardRule> = {}): RewardRule => ({
  kind: "gift", pointsPrice: 10, remaining: 5, startsAt: null, endsAt: null, exclusiveOnly: false, ...over,
});
const member = (over: Partial<RewardMember> = {}): RewardMember => ({
  isExclusive: false, balance: 50, redeemed: false, couponUsed: false, ...over,
});

describe("a reward's state for a member", () => {
  it("reaches every state of the spec", () => {
    const seen = new Set([
      rewardState(rule(), member(), now),
      rewardState(rule(), member({ redeemed: true }), now),
      rewardState(rule({ kind: "promotion" }), member({ redeemed: true, couponUsed: true }), now),
      rewardState(rule({ startsAt: new Date(now.getTime() + 1) }), member(), now),
      rewardState(rule({ endsAt: now }), member(), now),
      rewardState(rule({ exclusiveOnly: true }), member(), now),
      rewardState(rule({ remaining: 0 }), member(), now),
      rewardState(rule({ kind: "promotion", remaining: 0 }), member(), now),
      rewardState(rule({ pointsPrice: 51 }), member(), now),
    ]);
    expect([...seen].sort()).toEqual([...REWARD_STATES].sort());
  });

  it("judges in a fixed order: redeemed, exclusivity, dates, stock, points", () => {
    const everything = rule({
      startsAt: new Date(now.getTime() + 1), exclusiveOnly: true, remaining: 0, pointsPrice: 99,
    });
    expect(rewardState(everything, member({ redeemed: true }), now)).toBe("redeemed");
    expect(rewardState(everything, member(), now)).toBe("exclusive_only");
    expect(rewardState(everything, member({ isExclusive: true }), now)).toBe("not_started");
    expect(rewardState({ ...everything, startsAt: null }, member({ isExclusive: true }), now)).toBe("out_of_gift");
    expect(rewardState(rule({ pointsPrice: 99, remaining: null }), member({ isExclusive: true }), now))
      .toBe("not_enough_points");
  });

  it("maps every refusing state to an error code and counts the missing points", () => {
    for (const state of REWARD_STATES) if (state !== "available") expect(REFUSAL_OF[state]).toBeTruthy();
    expect(pointsNeeded({ pointsPrice: 30 }, 12)).toBe(18);
    expect(pointsNeeded({ pointsPrice: 30 }, -5)).toBe(30);
    expect(pointsNeeded({ pointsPrice: 30 }, 40)).toBe(0);
  });
});

describe("the birthday gift", () => {
  it("opens in the member's birth month in Bangkok, else waits for the next one", () => {
    const at = new Date("2026-11-25T03:00:00Z");
    expect(birthdayWindow("1990-11-02", at)).toEqual({
      startsAt: new Date("2026-10-31T17:00:00Z"), endsAt: new Date("2026-11-30T17:00:00Z"),
    });
    expect(birthdayWindow("1990-03-15", at)?.startsAt).toEqual(new Date("2027-02-28T17:00:00Z"));
    expect(birthdayWindow("1990-12-31", at)?.startsAt).toEqual(new Date("2026-11-30T17:00:00Z"));
    expect(birthdayWindow(null, at)).toBeNull();
  });

  it("is once a year; other rewards once ever; without a birth date it never starts", () => {
    expect(redemptionPeriod("birthday", new Date("2026-12-31T17:30:00Z"))).toBe("2027");
    expect(redemptionPeriod("songkran", now)).toBe("");
    const gift = rule({ pointsPrice: 0, exclusiveOnly: true });
    expect(rewardState(ruleFor(gift, "birthday", null, now), member({ isExclusive: true }), now)).toBe("not_started");
    const exclusive = member({ isExclusive: true });
    expect(rewardState(ruleFor(gift, "birthday", "1990-11-02", now), exclusive, now)).toBe("available");
    expect(rewardState(ruleFor(gift, "birthday", "1990-11-02", now), member(), now)).toBe("exclusive_only");
  });
});
