import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RewardState } from "#contract/membership.ts";

/** The chip of each reward state (spec §2 Membership); `available` shows the Redeem button instead. */
export const STATE_WORDS: Record<RewardState, MessageDescriptor> = {
  available: msg`Available`,
  redeemed: msg`Redeemed`,
  coupon_used: msg`Coupon used`,
  not_started: msg`Not started`,
  expired: msg`Expired`,
  exclusive_only: msg`For exclusive members only`,
  out_of_gift: msg`Out of gift`,
  out_of_coupons: msg`Out of coupons`,
  not_enough_points: msg`Not enough points`,
};

/** Chip colours: good news green, waiting grey, a wall the member can climb (exclusive, points) in the brand. */
export const STATE_PALETTE: Record<RewardState, string> = {
  available: "green", redeemed: "green", coupon_used: "gray", not_started: "gray", expired: "gray",
  exclusive_only: "brand", out_of_gift: "red", out_of_coupons: "red", not_enough_points: "orange",
};
