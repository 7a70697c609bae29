import {
  array, boolean, enums, integer, nullable, object, optional, string, type Infer,
} from "superstruct";
import { IDEMPOTENCY_HEADER, IdempotencyKey } from "./idempotency.ts";
import { dataOf, pageOf } from "./envelope.ts";
import { Id } from "./id.ts";
import { MAX_PAGE, queryInt } from "./product.ts";

// Spec §1 (points, exclusive membership, LINE points), §7 Membership and GET api/user/point; decisions 0130-0134.
// Every call is for the signed-in member (401 unauthorized otherwise) and acts on that member's own ledger. Money is
// satang. The calls, what they answer, and their refusals ({ message, code } in the shopper's language):
//   GET  api/user/point?page=n              -> PointsResponse (data: PointsSummary, meta: page/per_page/total)
//   GET  api/membership/gift                -> RewardListResponse (every gift with its state for this member)
//   GET  api/membership/promotion           -> RewardListResponse
//   GET  api/membership/gift/{id}           -> RewardResponse; 404 reward_not_found
//   GET  api/membership/gift/check?id=n     -> RewardCheckResponse; 404 reward_not_found
//   POST api/membership/gift/redeem         body RedeemBody, header Idempotency-Key -> RedemptionResponse
//   POST api/membership/promotion/redeem    body RedeemBody, header Idempotency-Key -> RedemptionResponse
//        refusals: 400 idempotency_key_required / validation_failed, 404 reward_not_found, 403 reward_exclusive_only,
//        409 reward_not_started / reward_expired / reward_out_of_stock / reward_out_of_coupons / reward_redeemed,
//        422 points_not_enough / idempotency_key_reused. The same key again answers the first redeem (200).
//   POST api/membership/redeem-exclusive    body {} or none, header Idempotency-Key -> ExclusiveRedemptionResponse
//        refusals: 400 idempotency_key_required, 409 already_exclusive, 422 points_not_enough.
// A redeemed promotion's `coupon_code` goes into POST api/cart/apply-coupon; a redeemed gift ships with the next order.

/** Spec §9: 1 point per 1,000 THB paid (100,000 satang), on the goods after discounts, shipping excluded (0130). */
export const SATANG_PER_POINT = 100_000;
/** Spec §9: exclusive membership for 800 points, or for one paid order of 45,000 THB (goods after discounts). */
export const EXCLUSIVE_POINTS_PRICE = 800;
export const EXCLUSIVE_ORDER_MINIMUM = 4_500_000;
/** Spec §9: exclusive membership lasts one year; it may be renewed with points in its last 30 days (0131). */
export const EXCLUSIVE_MONTHS = 12;
export const EXCLUSIVE_RENEWAL_DAYS = 30;
/** Points lapse after this many months without any earn or redeem (decision 0130). */
export const POINTS_INACTIVITY_MONTHS = 24;
/** Member prices (spec §9, decision 0132), in percent. */
export const EXCLUSIVE_DISCOUNT_PERCENT = 5;
export const BIRTHDAY_DISCOUNT_PERCENT = 30;
export const FIRST_ORDER_DISCOUNT_PERCENT = 10;

/** Codes the membership calls answer on top of contract/errors.ts. */
export const MEMBERSHIP_ERROR_CODES = [
  "points_not_enough",
  "reward_not_found",
  "reward_not_started",
  "reward_expired",
  "reward_exclusive_only",
  "reward_out_of_stock",
  "reward_out_of_coupons",
  "reward_redeemed",
  "already_exclusive",
  "idempotency_key_required",
] as const;
export type MembershipErrorCode = (typeof MEMBERSHIP_ERROR_CODES)[number];

/** The Idempotency-Key header every redeem call requires (8..255 visible ASCII characters). */
export { IDEMPOTENCY_HEADER, IdempotencyKey };

// ---- Points (GET api/user/point?page=n) ----

/** What moved the balance. `line_merge`: LINE shopping points merged after a phone OTP; `adjust`: by staff. */
export const POINT_KINDS = ["earn", "redeem", "reverse", "expire", "line_merge", "adjust"] as const;
export const PointKind = enums(POINT_KINDS);
export type PointKind = Infer<typeof PointKind>;

export const PointEntry = object({
  id: integer(),
  kind: PointKind,
  /** Positive adds, negative takes away. */
  points: integer(),
  /** When the points count (future: pending). */
  spendable_at: string(),
  created_at: string(),
  /** The order's number for earn and reverse; the gift's or promotion's name for a redeem; else null. */
  reference: nullable(string()),
});
export type PointEntry = Infer<typeof PointEntry>;

export const PendingPoints = object({ points: integer(), kind: PointKind, arrives_at: string() });
export type PendingPoints = Infer<typeof PendingPoints>;

export const POINTS_PER_PAGE = 20;
export const PointsQuery = object({ page: optional(queryInt(1, MAX_PAGE)) });
export type PointsQuery = Infer<typeof PointsQuery>;

/** The member's tier as the membership page shows it. */
export const Tier = object({
  member_status: enums(["member", "exclusive"] as const),
  exclusive_until: nullable(string()),
  /** "Collect another N points" to redeem exclusive membership; 0 when the balance covers it. */
  points_to_exclusive: integer(),
  /** Whether POST api/membership/redeem-exclusive would be accepted now (balance and renewal window). */
  can_redeem_exclusive: boolean(),
});
export type Tier = Infer<typeof Tier>;

export const PointsSummary = object({
  /** Spendable now (can be below zero after a refunded order whose points were already spent). */
  points: integer(),
  member_status: enums(["member", "exclusive"] as const),
  exclusive_until: nullable(string()),
  points_to_exclusive: integer(),
  can_redeem_exclusive: boolean(),
  /** Points on their way, soonest first (LINE points arrive the next day). */
  pending: array(PendingPoints),
  /** When the balance lapses without activity (decision 0130); null with nothing to lapse. */
  expires_at: nullable(string()),
  history: array(PointEntry),
});
export type PointsSummary = Infer<typeof PointsSummary>;
export const PointsResponse = pageOf(PointsSummary);

// ---- Gifts and promotions (spec §7 Membership) ----

/**
 * A reward's state for this member (spec §2 Membership chips). `available`: can be redeemed now. The others say why
 * not, first match in this order: redeemed (and for a promotion, coupon_used once its coupon went on an order),
 * exclusive_only, not_started, expired, out_of_gift / out_of_coupons, not_enough_points.
 */
export const REWARD_STATES = [
  "available", "redeemed", "coupon_used", "not_started", "expired", "exclusive_only", "out_of_gift", "out_of_coupons",
  "not_enough_points",
] as const;
export const RewardState = enums(REWARD_STATES);
export type RewardState = Infer<typeof RewardState>;

export const REWARD_KINDS = ["gift", "promotion"] as const;
export const RewardKind = enums(REWARD_KINDS);
export type RewardKind = Infer<typeof RewardKind>;

export const Reward = object({
  id: integer(),
  kind: RewardKind,
  name: string(),
  description: string(),
  image: nullable(string()),
  points_price: integer(),
  /** Gifts left, or coupons left for a promotion; null when unlimited. */
  remaining: nullable(integer()),
  starts_at: nullable(string()),
  ends_at: nullable(string()),
  exclusive_only: boolean(),
  /** Songkran, New Year, birthday: a festival gift for exclusive members; null otherwise. */
  festival: nullable(string()),
  state: RewardState,
  /** After redeeming a promotion: the member's coupon code to use in the cart. */
  coupon_code: nullable(string()),
  /** After redeeming a gift: the number of the order it ships with; null while it waits for the next order. */
  order_number: nullable(string()),
});
export type Reward = Infer<typeof Reward>;

export const RewardListResponse = dataOf(array(Reward));
export const RewardResponse = dataOf(Reward);
export const RewardParams = object({ id: Id });

/** GET api/membership/gift/check?id=n -> { data: { state, points, points_needed } }: can this gift be redeemed now. */
export const GiftCheckQuery = object({ id: Id });
export const RewardCheck = object({
  state: RewardState,
  /** The member's spendable points now. */
  points: integer(),
  /** Points still missing for this reward (0 when enough). */
  points_needed: integer(),
});
export type RewardCheck = Infer<typeof RewardCheck>;
export const RewardCheckResponse = dataOf(RewardCheck);

/** POST api/membership/gift/redeem and promotion/redeem, with the Idempotency-Key header. */
export const RedeemBody = object({ id: Id });
export type RedeemBody = Infer<typeof RedeemBody>;

export const Redemption = object({
  reward: Reward,
  /** The member's points after the redeem. */
  points: integer(),
  /** A promotion's coupon code (use it in the cart); null for a gift. */
  coupon_code: nullable(string()),
  /** A gift ships with the member's next order. */
  ships_with_next_order: boolean(),
  /** The tier after the redeem (the points it left change the 'collect another N points' figure). */
  tier: Tier,
});
export type Redemption = Infer<typeof Redemption>;
export const RedemptionResponse = dataOf(Redemption);

/** POST api/membership/redeem-exclusive (no body, Idempotency-Key) -> the new tier and balance. */
export const RedeemExclusiveBody = optional(object({}));
export const ExclusiveRedemption = object({ points: integer(), tier: Tier });
export type ExclusiveRedemption = Infer<typeof ExclusiveRedemption>;
export const ExclusiveRedemptionResponse = dataOf(ExclusiveRedemption);

