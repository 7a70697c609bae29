import { describe, expect, it } from "vitest";
import type { PointsSummary, Reward } from "#contract/membership.ts";
import { rewardsAfter, summaryAfter } from "./landed.ts";

const summary: PointsSummary = {
  points: 850, member_status: "member", exclusive_until: null, points_to_exclusive: 0, can_redeem_exclusive: true,
  pending: [{ points: 120, kind: "line_merge", arrives_at: "2026-11-29T17:00:00.000Z" }], expires_at: null,
  history: [],
};
const reward = (id: number, state: Reward["state"]): Reward => ({
  id, kind: "gift", name: `Gift ${id}`, description: "", image: null, points_price: 5, remaining: 3, starts_at: null,
  ends_at: null, exclusive_only: false, festival: null, state, coupon_code: null, order_number: null,
});
const tier = { member_status: "exclusive" as const, exclusive_until: "2027-11-28T00:00:00.000Z",
  points_to_exclusive: 750, can_redeem_exclusive: false };

describe("a landed redeem's answer on the membership page", () => {
  it("puts the new balance and tier on the cards, keeping what is pending", () => {
    const after = summaryAfter(summary, { kind: "exclusive", redemption: { points: 50, tier } });
    expect(after).toMatchObject({ points: 50, member_status: "exclusive", exclusive_until: tier.exclusive_until,
      points_to_exclusive: 750, can_redeem_exclusive: false, pending: summary.pending });
  });

  it("replaces only the redeemed reward; an exclusive redeem leaves the list as it was", () => {
    const list = [reward(1, "available"), reward(2, "available")];
    const redemption = { reward: { ...reward(2, "redeemed"), remaining: 2 }, points: 845, coupon_code: null,
      ships_with_next_order: true, tier: { ...tier, member_status: "member" as const, exclusive_until: null } };
    expect(rewardsAfter(list, { kind: "reward", redemption }).map((r) => [r.id, r.state, r.remaining]))
      .toEqual([[1, "available", 3], [2, "redeemed", 2]]);
    expect(rewardsAfter(list, { kind: "exclusive", redemption: { points: 50, tier } })).toEqual(list);
  });
});
