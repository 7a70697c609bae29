import type { PointsSummary, Reward, Tier } from "#contract/membership.ts";
import type { RedeemOutcome } from "#machines/redeem.machine.ts";

// A landed redeem's answer carries the server's new balance, tier and reward state: the page shows them at once,
// behind the "Redeemed" dialog, instead of the figures from before until its reload comes back (decision 0165).

const tierOf = (outcome: RedeemOutcome): Tier => outcome.redemption.tier;

/** The points card and tier card after the redeem; pending points and history wait for the reload. */
export function summaryAfter(summary: PointsSummary, outcome: RedeemOutcome): PointsSummary {
  const tier = tierOf(outcome);
  return {
    ...summary, points: outcome.redemption.points, member_status: tier.member_status,
    exclusive_until: tier.exclusive_until, points_to_exclusive: tier.points_to_exclusive,
    can_redeem_exclusive: tier.can_redeem_exclusive,
  };
}

/** The list with the redeemed reward in its new state (redeemed, its coupon code, one fewer left). */
export function rewardsAfter(rewards: readonly Reward[], outcome: RedeemOutcome): Reward[] {
  if (outcome.kind !== "reward") return [...rewards];
  const landed = outcome.redemption.reward;
  return rewards.map((reward) => (reward.id === landed.id ? landed : reward));
}
