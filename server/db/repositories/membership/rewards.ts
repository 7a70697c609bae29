import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import type { MembershipErrorCode, Reward, RewardKind, Tier } from "#contract/membership.ts";
import { queryRows, type Database } from "#db/database.ts";
import { memberStanding } from "#domain/membership.ts";
import {
  NEVER, REFUSAL_OF, redemptionPeriod, rewardState, ruleFor, type RewardRule,
} from "#domain/rewards.ts";
import { appendPoints, balanceOf, lockMember, type MemberLock } from "./ledger.ts";
import { tierOf } from "./summary.ts";

// Gifts and promotions (decision 0133). A redeem locks the member, then the reward (always in that order: no
// deadlocks), judges the state with the domain rules on the locked rows, and writes the ledger row, the stock or
// quota decrement and the redemption together; a replay with the same Idempotency-Key answers the first result.

type RewardRow = {
  id: number; kind: RewardKind; name_en: string; name_th: string; desc_en: string; desc_th: string;
  image: string | null; points_price: number; remaining: number | null; starts_at: Date | string | null;
  ends_at: Date | string | null; exclusive_only: boolean; festival: string | null;
  coupon_kind: "percent" | "fixed" | null;
  coupon_value: number | null; coupon_max_discount: number | null; coupon_min_spend: number; coupon_valid_days: number;
};
type Mine = {
  reward_id: number; period: string; coupon_code: string | null; coupon_used: boolean; order_number: string | null;
};
const mineKey = (rewardId: number, period: string) => `${rewardId}:${period}`;

const date = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));
const COLUMNS = sql`id, kind, name_en, name_th, desc_en, desc_th, image, points_price, remaining, starts_at, ends_at,
  exclusive_only, festival, coupon_kind, coupon_value, coupon_max_discount, coupon_min_spend, coupon_valid_days`;

export function ruleOf(row: RewardRow): RewardRule {
  return {
    kind: row.kind, pointsPrice: Number(row.points_price),
    remaining: row.remaining === null ? null : Number(row.remaining),
    startsAt: date(row.starts_at), endsAt: date(row.ends_at), exclusiveOnly: row.exclusive_only,
  };
}

type Viewer = { member: MemberLock; balance: number; mine: Map<string, Mine>; now: Date; locale: Locale };

function toReward(row: RewardRow, viewer: Viewer): Reward {
  const th = viewer.locale === "th";
  const mine = viewer.mine.get(mineKey(row.id, redemptionPeriod(row.festival, viewer.now)));
  const isExclusive = memberStanding(viewer.member.member_status, viewer.member.exclusive_until, viewer.now)
    .member_status === "exclusive";
  const rule = ruleFor(ruleOf(row), row.festival, viewer.member.birth_date, viewer.now);
  const state = rewardState(rule, {
    isExclusive, balance: viewer.balance, redeemed: mine !== undefined, couponUsed: mine?.coupon_used ?? false,
  }, viewer.now);
  return {
    id: row.id, kind: row.kind, name: th ? row.name_th : row.name_en, description: th ? row.desc_th : row.desc_en,
    image: row.image, points_price: Number(row.points_price),
    remaining: row.remaining === null ? null : Number(row.remaining),
    starts_at: rule.startsAt && rule.startsAt !== NEVER ? rule.startsAt.toISOString() : null,
    ends_at: rule.endsAt?.toISOString() ?? null,
    exclusive_only: row.exclusive_only, festival: row.festival, state, coupon_code: mine?.coupon_code ?? null,
    order_number: mine?.order_number ?? null,
  };
}

async function mineOf(db: Database, memberId: number): Promise<Map<string, Mine>> {
  const rows = await queryRows<Mine>(db, sql`
    SELECT r.reward_id, r.period, c.code AS coupon_code, o.number AS order_number,
      coalesce(c.used_count >= coalesce(c.usage_limit, 1), false) AS coupon_used
    FROM reward_redemptions r LEFT JOIN coupons c ON c.id = r.coupon_id LEFT JOIN orders o ON o.id = r.order_id
    WHERE r.member_id = ${memberId}`);
  return new Map(rows.map((r) => [mineKey(Number(r.reward_id), r.period), r]));
}

async function viewerOf(db: Database, memberId: number, locale: Locale, now: Date): Promise<Viewer | undefined> {
  const [member] = await queryRows<MemberLock & { exclusive_until: Date | string | null }>(db, sql`
    SELECT id, member_status, exclusive_until, birth_date FROM members WHERE id = ${memberId}`);
  if (!member) return undefined;
  const balance = await balanceOf(db, memberId, now);
  return {
    member: { ...member, exclusive_until: date(member.exclusive_until) }, balance: balance.points,
    mine: await mineOf(db, memberId), now, locale,
  };
}

/** Every gift or every promotion, running ones first (soonest ending first), each with its state for the member. */
export async function listRewards(
  db: Database, memberId: number, kind: RewardKind, locale: Locale, now: Date,
): Promise<Reward[] | undefined> {
  const viewer = await viewerOf(db, memberId, locale, now);
  if (!viewer) return undefined;
  const rows = await queryRows<RewardRow>(db, sql`
    SELECT ${COLUMNS} FROM rewards WHERE kind = ${kind}
    ORDER BY coalesce(ends_at <= ${now}, false), ends_at NULLS LAST, id`);
  return rows.map((row) => toReward(row, viewer));
}

/** One reward (of `kind`, when given) with its state; null when there is none. */
export async function findReward(
  db: Database, memberId: number, id: number, kind: RewardKind | null, locale: Locale, now: Date,
): Promise<{ reward: Reward; balance: number } | null | undefined> {
  const viewer = await viewerOf(db, memberId, locale, now);
  if (!viewer) return undefined;
  const [row] = await queryRows<RewardRow>(db, sql`
    SELECT ${COLUMNS} FROM rewards WHERE id = ${id} AND (${kind}::text IS NULL OR kind = ${kind})`);
  return row ? { reward: toReward(row, viewer), balance: viewer.balance } : null;
}

export type RedeemOutcome =
  | { ok: true; reward: Reward; points: number; couponCode: string | null; tier: Tier }
  | { ok: false; code: MembershipErrorCode | "not_found" | "idempotency_key_reused" };

/** A coupon code only its member will ever type: hard to guess, easy to read aloud. */
const newCouponCode = () => `PRM-${randomBytes(5).toString("hex").toUpperCase()}`;

/**
 * The member's coupon: single use, valid `coupon_valid_days`. Not flagged members-only, because the cart still judges
 * coupons as a guest's (decision 0100); member_coupons keeps it to its member instead (mayUseCoupon, apply-coupon).
 */
async function makeMemberCoupon(
  tx: Database, row: RewardRow, memberId: number, now: Date,
): Promise<{ id: number; code: string }> {
  const endsAt = new Date(now.getTime() + row.coupon_valid_days * 86_400_000);
  const code = newCouponCode();
  const [coupon] = await queryRows<{ id: number }>(tx, sql`
    INSERT INTO coupons (code, name_en, name_th, desc_en, desc_th, kind, value, max_discount, min_spend, starts_at,
      ends_at, usage_limit, per_member_limit, members_only)
    VALUES (${code}, ${row.name_en}, ${row.name_th}, ${row.desc_en}, ${row.desc_th}, ${row.coupon_kind},
      ${row.coupon_value}, ${row.coupon_max_discount}, ${row.coupon_min_spend}, ${now}, ${endsAt}, 1, 1, false)
    RETURNING id`);
  if (!coupon) throw new Error("coupon insert returned no row");
  await tx.execute(sql`INSERT INTO member_coupons (coupon_id, member_id) VALUES (${coupon.id}, ${memberId})`);
  return { id: coupon.id, code };
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
    const [row] = await queryRows<RewardRow>(tx, sql`
      SELECT ${COLUMNS} FROM rewards WHERE id = ${rewardId} AND kind = ${kind} FOR UPDATE`);
    if (!row) return { ok: false, code: "reward_not_found" } as const;
    const [replay] = await queryRows<{ reward_id: number }>(tx, sql`
      SELECT reward_id FROM reward_redemptions WHERE member_id = ${memberId} AND idempotency_key = ${key}`);
    const balance = (await balanceOf(tx, memberId, now)).points;
    const mine = await mineOf(tx, memberId);
    const viewer: Viewer = { member, balance, mine, now, locale };
    if (replay) {
      // The same request again: the first answer, when it was for this reward.
      if (Number(replay.reward_id) !== rewardId) return { ok: false, code: "idempotency_key_reused" } as const;
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
    if (row.remaining !== null) {
      await tx.execute(sql`UPDATE rewards SET remaining = remaining - 1 WHERE id = ${rewardId}`);
    }
    const coupon = kind === "promotion" ? await makeMemberCoupon(tx, row, memberId, now) : null;
    const period = redemptionPeriod(row.festival, now);
    await tx.execute(sql`
      INSERT INTO reward_redemptions (member_id, reward_id, idempotency_key, period, points, coupon_id, created_at)
      VALUES (${memberId}, ${rewardId}, ${key}, ${period}, ${row.points_price}, ${coupon?.id ?? null}, ${now})`);
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

/**
 * For order placement: the member's redeemed gifts still waiting, attached to `orderId` (they ship with it). Call
 * inside the placing transaction; answers the reward ids attached.
 */
export async function attachWaitingGifts(tx: Database, memberId: number, orderId: number): Promise<number[]> {
  const rows = await queryRows<{ reward_id: number }>(tx, sql`
    UPDATE reward_redemptions SET order_id = ${orderId}
    WHERE member_id = ${memberId} AND order_id IS NULL
      AND reward_id IN (SELECT id FROM rewards WHERE kind = 'gift') RETURNING reward_id`);
  return rows.map((r) => Number(r.reward_id));
}

/** A member's own coupon (a redeemed promotion) is for that member only; other coupons are for anyone. */
export async function mayUseCoupon(db: Database, couponId: number, memberId: number | null): Promise<boolean> {
  const [owner] = await queryRows<{ member_id: number }>(db, sql`
    SELECT member_id FROM member_coupons WHERE coupon_id = ${couponId}`);
  return !owner || Number(owner.member_id) === memberId;
}
