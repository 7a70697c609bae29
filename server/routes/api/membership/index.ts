import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { validate } from "superstruct";
import type { Locale } from "#contract/locale.ts";
import {
  GiftCheckQuery, IDEMPOTENCY_HEADER, IdempotencyKey, RedeemBody, RedeemExclusiveBody, RewardParams,
  type MembershipErrorCode, type RewardKind,
} from "#contract/membership.ts";
import { findReward, listRewards } from "#db/repositories/membership/rewards.ts";
import { pointsNeeded } from "#domain/rewards.ts";
import { ApiError, unauthorized } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { memberOf, requireMember } from "#plugins/member.ts";
import { message } from "#plugins/messages.ts";
import { validated } from "#plugins/validation.ts";
import { redeemExclusive } from "#workflows/membership/redeem-exclusive.ts";
import { redeemReward } from "#workflows/membership/redeem-reward.ts";

/** The redeem calls' required Idempotency-Key (400 when missing or malformed: nothing is redeemed). */
function requiredKey(request: FastifyRequest, locale: Locale): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) {
    throw new ApiError(400, "idempotency_key_required", { [IDEMPOTENCY_HEADER]: [message("field_required", locale)] });
  }
  const [error, value] = validate(raw, IdempotencyKey);
  if (error) throw new ApiError(400, "validation_failed", { [IDEMPOTENCY_HEADER]: [message("field_invalid", locale)] });
  return value;
}

/** HTTP status per refusal: unknown things 404, a state that forbids the redeem 409, missing points 422. */
const STATUS: Readonly<Record<MembershipErrorCode | "idempotency_key_reused", number>> = {
  reward_not_found: 404,
  points_not_enough: 422,
  reward_not_started: 409,
  reward_expired: 409,
  reward_exclusive_only: 403,
  reward_out_of_stock: 409,
  reward_out_of_coupons: 409,
  reward_redeemed: 409,
  already_exclusive: 409,
  idempotency_key_required: 400,
  idempotency_key_reused: 422,
};

/** Spec §7 Membership, under /api/membership: the signed-in member's gifts, promotions and exclusive tier. */
const routes: FastifyPluginAsync = async (app) => {
  const list = (kind: RewardKind) => validated({}, async (_input, req) => {
    const data = await listRewards(app.db, memberOf(req).id, kind, requestLocale(req), new Date());
    if (!data) throw unauthorized();
    return { data };
  });
  app.get("/gift", { onRequest: requireMember, ...list("gift") });
  app.get("/promotion", { onRequest: requireMember, ...list("promotion") });

  // Whether a gift can be redeemed now, and how many points are missing (the confirm dialog asks before redeeming).
  app.get("/gift/check", { onRequest: requireMember, ...validated({ query: GiftCheckQuery }, async ({ query }, req) => {
    const found = await findReward(app.db, memberOf(req).id, query.id, "gift", requestLocale(req), new Date());
    if (found === undefined) throw unauthorized();
    if (found === null) throw new ApiError(404, "reward_not_found");
    const { reward, balance } = found;
    const needed = pointsNeeded({ pointsPrice: reward.points_price }, balance);
    return { data: { state: reward.state, points: balance, points_needed: needed } };
  }) });

  app.get("/gift/:id", { onRequest: requireMember, ...validated({ params: RewardParams }, async ({ params }, req) => {
    const found = await findReward(app.db, memberOf(req).id, params.id, "gift", requestLocale(req), new Date());
    if (found === undefined) throw unauthorized();
    if (found === null) throw new ApiError(404, "reward_not_found");
    return { data: found.reward };
  }) });

  const redeem = (kind: RewardKind) => validated({ body: RedeemBody }, async ({ body }, req) => {
    const locale = requestLocale(req);
    const key = requiredKey(req, locale);
    const outcome = await redeemReward(app.db, {
      memberId: memberOf(req).id, rewardId: body.id, kind, key, locale, now: new Date(),
    });
    if (!outcome.ok) {
      if (outcome.code === "not_found") throw unauthorized();
      throw new ApiError(STATUS[outcome.code], outcome.code);
    }
    return {
      data: {
        reward: outcome.reward, points: outcome.points, coupon_code: outcome.couponCode,
        ships_with_next_order: kind === "gift", tier: outcome.tier,
      },
    };
  });
  app.post("/gift/redeem", { onRequest: requireMember, ...redeem("gift") });
  app.post("/promotion/redeem", { onRequest: requireMember, ...redeem("promotion") });

  const exclusive = validated({ body: RedeemExclusiveBody }, async (_input, req) => {
    const key = requiredKey(req, requestLocale(req));
    const outcome = await redeemExclusive(app.db, memberOf(req).id, key, new Date());
    if (!outcome.ok) {
      if (outcome.code === "not_found") throw unauthorized();
      throw new ApiError(STATUS[outcome.code], outcome.code);
    }
    return { data: { points: outcome.points, tier: outcome.tier } };
  });
  app.post("/redeem-exclusive", { onRequest: requireMember, ...exclusive });
};

export default routes;
