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
  // Exclusivity first: it is what a member can change, and it tells them a dated gift is not for them anyway.
  if (reward.exclusiveOnly && !member.isExclusive) return "exclusive_only";
  if (reward.startsAt && at < reward.startsAt.getTime()) return "not_started";
  if (reward.endsAt && at >= reward.endsAt.getTime()) return "expired";
  if (reward.remaining !== null && reward.remaining <= 0) {
    return reward.kind === "gift" ? "out_of_gift" : "out_of_coupons";
  }
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

// The birthday gift (spec §1): for exclusive members, in their birth month in Bangkok, once a year.

const BANGKOK = 7 * 3_600_000;
const bangkokMonthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1) - BANGKOK);

/** The member's birthday window around `now`: this year's birth month, or next year's once it has passed. */
export function birthdayWindow(birthDate: string | null, now: Date): { startsAt: Date; endsAt: Date } | null {
  const month = birthDate ? Number(birthDate.slice(5, 7)) - 1 : NaN;
  if (!(month >= 0 && month <= 11)) return null;
  const year = new Date(now.getTime() + BANGKOK).getUTCFullYear();
  const thisYear = { startsAt: bangkokMonthStart(year, month), endsAt: bangkokMonthStart(year, month + 1) };
  if (thisYear.endsAt.getTime() > now.getTime()) return thisYear;
  return { startsAt: bangkokMonthStart(year + 1, month), endsAt: bangkokMonthStart(year + 1, month + 1) };
}

/** What a redeem counts once per: the Bangkok year for the birthday gift, else '' (once ever). */
export function redemptionPeriod(festival: string | null, now: Date): string {
  return festival === "birthday" ? String(new Date(now.getTime() + BANGKOK).getUTCFullYear()) : "";
}

/** A member without a birth date never reaches the birthday gift's window. */
export const NEVER = new Date(8.64e15);

/** The rule as it stands for this member: a birthday gift's dates are the member's birth month. */
export function ruleFor(rule: RewardRule, festival: string | null, birthDate: string | null, now: Date): RewardRule {
  if (festival !== "birthday") return rule;
  const window = birthdayWindow(birthDate, now);
  return { ...rule, startsAt: window?.startsAt ?? NEVER, endsAt: window?.endsAt ?? null };
}
