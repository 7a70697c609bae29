import type { MembershipErrorCode, RewardKind, RewardState } from "#contract/membership.ts";

// Gifts and promotions (spec §2 Membership, §7 Membership; decision 0133): which state a reward is in for a member,
// and the refusal a redeem answers in each state. Free of storage.

export type RewardRule = {
  readonly kind: RewardKind;
  readonly pointsPrice: number;
  /** Gifts or coupons left; null for unlimited. */
  readonly remaining: number | null;
  readonly startsAt: Date | null;
  /** Exclusive: at exactly `endsAt` it has ended. */
  readonly endsAt: Date | null;
  readonly exclusiveOnly: boolean;
};

export type RewardMember = {
  readonly isExclusive: boolean;
  readonly balance: number;
  /** The member already redeemed this reward (once per member). */
  readonly redeemed: boolean;
  /** A redeemed promotion's coupon already went on an order. */
  readonly couponUsed: boolean;
};

/** The member's state for the reward, first match in the order contract/membership.ts documents. */
export function rewardState(reward: RewardRule, member: RewardMember, now: Date): RewardState {
  const at = now.getTime();
  if (member.redeemed) return member.couponUsed ? "coupon_used" : "redeemed";
  if (reward.startsAt && at < reward.startsAt.getTime()) return "not_started";
  if (reward.endsAt && at >= reward.endsAt.getTime()) return "expired";
  if (reward.exclusiveOnly && !member.isExclusive) return "exclusive_only";
  if (reward.remaining !== null && reward.remaining <= 0) return reward.kind === "gift" ? "out_of_gift" : "out_of_coupons";
  if (member.balance < reward.pointsPrice) return "not_enough_points";
  return "available";
}

/** The error code a redeem answers in a state that is not `available`. */
export const REFUSAL_OF: Readonly<Record<Exclude<RewardState, "available">, MembershipErrorCode>> = {
  redeemed: "reward_redeemed",
  coupon_used: "reward_redeemed",
  not_started: "reward_not_started",
  expired: "reward_expired",
  exclusive_only: "reward_exclusive_only",
  out_of_gift: "reward_out_of_stock",
  out_of_coupons: "reward_out_of_coupons",
  not_enough_points: "points_not_enough",
};

/** Points still missing for the reward. */
export const pointsNeeded = (reward: Pick<RewardRule, "pointsPrice">, balance: number) =>
  Math.max(0, reward.pointsPrice - Math.max(0, balance));
