import { randomBytes } from "node:crypto";
import type { Locale } from "#contract/locale.ts";
import type { MembershipErrorCode, Reward, RewardKind, Tier } from "#contract/membership.ts";
import type { Database } from "#db/database.ts";
import { appendPoints, balanceOf, lockMember } from "#db/repositories/membership/ledger.ts";
import {
  insertMemberCoupon, insertRedemption, lockReward, mineKey, mineOf, redeemedWithKey, takeOneReward, toReward,
  type RewardRow, type Viewer,
} from "#db/repositories/membership/rewards.ts";
import { tierOf } from "#db/repositories/membership/summary.ts";
import { redemptionPeriod, REFUSAL_OF } from "#domain/rewards.ts";

// Redeeming a gift or a promotion (decision 0133). The member is locked, then the reward (always in that order: no
// deadlocks); the state is judged with the domain rules on the locked rows, and the ledger row, the stock or quota
// decrement and the redemption are written together; a replay with the same Idempotency-Key answers the first result.

export type RedeemOutcome =
  | { ok: true; reward: Reward; points: number; couponCode: string | null; tier: Tier }
  | { ok: false; code: MembershipErrorCode | "not_found" | "idempotency_key_reused" };

/** A coupon code only its member will ever type: hard to guess, easy to read aloud. */
const newCouponCode = () => `PRM-${randomBytes(5).toString("hex").toUpperCase()}`;

/** The member's coupon for a promotion: single use, valid `coupon_valid_days`. */
async function makeMemberCoupon(
  tx: Database, row: RewardRow, memberId: number, now: Date,
): Promise<{ id: number; code: string }> {
  const code = newCouponCode();
  const endsAt = new Date(now.getTime() + row.coupon_valid_days * 86_400_000);
  return { id: await insertMemberCoupon(tx, row, { memberId, code, startsAt: now, endsAt }), code };
}

/**
 * Redeems a gift or a promotion for the member with the request's Idempotency-Key. A gift waits for the member's
 * next order; a promotion answers the member's new coupon code.
 */
export async function redeemReward(
  db: Database, input: { memberId: number; rewardId: number; kind: RewardKind; key: string; locale: Locale; now: Date },
): Promise<RedeemOutcome> {
  const { memberId, rewardId, kind, key, locale, now } = input;
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const member = await lockMember(tx, memberId);
    if (!member) return { ok: false, code: "not_found" } as const;
    const row = await lockReward(tx, rewardId, kind);
    if (!row) return { ok: false, code: "reward_not_found" } as const;
    const replay = await redeemedWithKey(tx, memberId, key);
    const balance = (await balanceOf(tx, memberId, now)).points;
    const mine = await mineOf(tx, memberId);
    const viewer: Viewer = { member, balance, mine, now, locale };
    if (replay !== undefined) {
      // The same request again: the first answer, when it was for this reward.
      if (replay !== rewardId) return { ok: false, code: "idempotency_key_reused" } as const;
      const first = mine.get(mineKey(rewardId, redemptionPeriod(row.festival, now)));
      return {
        ok: true, reward: toReward(row, viewer), points: balance, couponCode: first?.coupon_code ?? null,
        tier: tierOf(member, balance, now),
      };
    }
    const before = toReward(row, viewer);
    if (before.state !== "available") return { ok: false, code: REFUSAL_OF[before.state] } as const;

    await appendPoints(tx, {
      memberId, kind: "redeem", points: -Number(row.points_price), key: `redeem:${memberId}:${key}`, spendableAt: now,
      reference: locale === "th" ? row.name_th : row.name_en, at: now,
    });
    if (row.remaining !== null) await takeOneReward(tx, rewardId);
    const coupon = kind === "promotion" ? await makeMemberCoupon(tx, row, memberId, now) : null;
    const period = redemptionPeriod(row.festival, now);
    await insertRedemption(tx, { memberId, rewardId, key, period, points: Number(row.points_price),
      couponId: coupon?.id ?? null, at: now });
    const after: Viewer = {
      ...viewer, balance: balance - Number(row.points_price),
      mine: new Map(mine).set(mineKey(rewardId, period),
        { reward_id: rewardId, period, coupon_code: coupon?.code ?? null, coupon_used: false, order_number: null }),
    };
    const remaining = row.remaining === null ? null : Number(row.remaining) - 1;
    return {
      ok: true, reward: toReward({ ...row, remaining }, after), points: after.balance, couponCode: coupon?.code ?? null,
      tier: tierOf(member, after.balance, now),
    } as const;
  });
}
