import { sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import type { Reward, RewardKind } from "#contract/membership.ts";
import { queryRows, type Database } from "#db/database.ts";
import { memberStanding } from "#domain/membership.ts";
import {
  NEVER, redemptionPeriod, rewardState, ruleFor, type RewardRule,
} from "#domain/rewards.ts";
import { balanceOf, type MemberLock } from "./ledger.ts";

// Gifts and promotions (decision 0133) as rows and as the member sees them; redeeming one is
// server/workflows/membership/redeem-reward.ts.

export type RewardRow = {
  id: number; kind: RewardKind; name_en: string; name_th: string; desc_en: string; desc_th: string;
  image: string | null; points_price: number; remaining: number | null; starts_at: Date | string | null;
  ends_at: Date | string | null; exclusive_only: boolean; festival: string | null;
  coupon_kind: "percent" | "fixed" | null;
  coupon_value: number | null; coupon_max_discount: number | null; coupon_min_spend: number; coupon_valid_days: number;
};
export type Mine = {
  reward_id: number; period: string; coupon_code: string | null; coupon_used: boolean; order_number: string | null;
};
export const mineKey = (rewardId: number, period: string) => `${rewardId}:${period}`;

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

export type Viewer = { member: MemberLock; balance: number; mine: Map<string, Mine>; now: Date; locale: Locale };

export function toReward(row: RewardRow, viewer: Viewer): Reward {
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

export async function mineOf(db: Database, memberId: number): Promise<Map<string, Mine>> {
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

/** Locks a reward of `kind` for a redeem (after the member: always in that order, so no deadlocks). */
export async function lockReward(tx: Database, rewardId: number, kind: RewardKind): Promise<RewardRow | undefined> {
  const [row] = await queryRows<RewardRow>(tx, sql`
    SELECT ${COLUMNS} FROM rewards WHERE id = ${rewardId} AND kind = ${kind} FOR UPDATE`);
  return row;
}

/** The reward the member redeemed with this Idempotency-Key before, if any. */
export async function redeemedWithKey(tx: Database, memberId: number, key: string): Promise<number | undefined> {
  const [replay] = await queryRows<{ reward_id: number }>(tx, sql`
    SELECT reward_id FROM reward_redemptions WHERE member_id = ${memberId} AND idempotency_key = ${key}`);
  return replay ? Number(replay.reward_id) : undefined;
}

/** One unit of a limited reward is gone. */
export async function takeOneReward(tx: Database, rewardId: number): Promise<void> {
  await tx.execute(sql`UPDATE rewards SET remaining = remaining - 1 WHERE id = ${rewardId}`);
}

/**
 * The member's coupon for a promotion: single use until `endsAt`. Not flagged members-only, because the cart still
 * judges coupons as a guest's (decision 0100); member_coupons keeps it to its member instead (mayUseCoupon).
 */
export async function insertMemberCoupon(
  tx: Database, row: RewardRow, coupon: { memberId: number; code: string; startsAt: Date; endsAt: Date },
): Promise<number> {
  const [made] = await queryRows<{ id: number }>(tx, sql`
    INSERT INTO coupons (code, name_en, name_th, desc_en, desc_th, kind, value, max_discount, min_spend, starts_at,
      ends_at, usage_limit, per_member_limit, members_only)
    VALUES (${coupon.code}, ${row.name_en}, ${row.name_th}, ${row.desc_en}, ${row.desc_th}, ${row.coupon_kind},
      ${row.coupon_value}, ${row.coupon_max_discount}, ${row.coupon_min_spend}, ${coupon.startsAt}, ${coupon.endsAt},
      1, 1, false)
    RETURNING id`);
  if (!made) throw new Error("coupon insert returned no row");
  await tx.execute(sql`INSERT INTO member_coupons (coupon_id, member_id) VALUES (${made.id}, ${coupon.memberId})`);
  return made.id;
}

export async function insertRedemption(tx: Database, redemption: {
  memberId: number; rewardId: number; key: string; period: string; points: number; couponId: number | null; at: Date;
}): Promise<void> {
  await tx.execute(sql`
    INSERT INTO reward_redemptions (member_id, reward_id, idempotency_key, period, points, coupon_id, created_at)
    VALUES (${redemption.memberId}, ${redemption.rewardId}, ${redemption.key}, ${redemption.period},
      ${redemption.points}, ${redemption.couponId}, ${redemption.at})`);
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
