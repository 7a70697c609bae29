import {
  ExclusiveRedemptionResponse, IDEMPOTENCY_HEADER, RedemptionResponse, RewardListResponse, type RewardKind,
} from "#contract/membership.ts";
import { getData, postData, type CallOptions } from "./client.ts";

// Spec §7 Membership (contract/membership.ts): the member's gifts and promotions and the redeem calls, each redeem
// with its Idempotency-Key so a retried request never spends points twice.

const Rewards = RewardListResponse.schema.data;
const RedemptionData = RedemptionResponse.schema.data;
const ExclusiveData = ExclusiveRedemptionResponse.schema.data;

/** GET api/membership/gift or promotion: every reward with its state for this member. */
export const fetchRewards = (kind: RewardKind, options?: CallOptions) =>
  getData(`api/membership/${kind}`, Rewards, options);

export const redeemReward = (kind: RewardKind, id: number, key: string, options: CallOptions = {}) =>
  postData(`api/membership/${kind}/redeem`, { id }, RedemptionData,
    { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } });

export const redeemExclusive = (key: string, options: CallOptions = {}) =>
  postData("api/membership/redeem-exclusive", {}, ExclusiveData,
    { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: key } });
