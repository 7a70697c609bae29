import { sql } from "drizzle-orm";
import {
  POINTS_PER_PAGE, type PointEntry, type PointKind, type PointsSummary, type Tier,
} from "#contract/membership.ts";
import type { Locale } from "#contract/locale.ts";
import { queryRows, toCount, type Database } from "#db/database.ts";
import { memberStanding } from "#domain/membership.ts";
import { decideExclusiveRedeem, pointsToExclusive } from "#domain/points.ts";
import { balanceOf, standingOf, type MemberLock } from "./ledger.ts";

// GET api/user/point: the balance, what is on its way, the tier and one page of history, newest first.

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** The tier card: status, end, the 'collect another N points' figure and whether redeeming is open now. */
export function tierOf(member: MemberLock, balance: number, now: Date): Tier {
  const standing = memberStanding(member.member_status, member.exclusive_until, now);
  return {
    ...standing,
    points_to_exclusive: pointsToExclusive(balance),
    can_redeem_exclusive: decideExclusiveRedeem(standingOf(member, now), balance, now).ok,
  };
}

async function memberRow(db: Database, memberId: number): Promise<MemberLock | undefined> {
  const [row] = await queryRows<MemberLock & { exclusive_until: Date | string | null }>(db, sql`
    SELECT id, member_status, exclusive_until, birth_date FROM members WHERE id = ${memberId}`);
  if (!row) return undefined;
  return { ...row, exclusive_until: row.exclusive_until === null ? null : new Date(row.exclusive_until) };
}

type Row = {
  id: number; kind: PointKind; points: number; spendable_at: Date | string; created_at: Date | string;
  reference: string | null;
};

/** The member's points page; undefined when the member does not exist. */
export async function pointsSummary(
  db: Database, memberId: number, page: number, now: Date, locale: Locale = "en",
): Promise<{ data: PointsSummary; total: number } | undefined> {
  const member = await memberRow(db, memberId);
  if (!member) return undefined;
  const balance = await balanceOf(db, memberId, now);
  const pendingRows = await queryRows<Row>(db, sql`
    SELECT id, kind, points, spendable_at, created_at, reference FROM point_transactions
    WHERE member_id = ${memberId} AND points > 0 AND spendable_at > ${now} ORDER BY spendable_at, id`);
  const merges = await queryRows<{ points: number; credit_at: Date | string }>(db, sql`
    SELECT points, credit_at FROM line_point_merges WHERE member_id = ${memberId} AND credited_at IS NULL`);
  const [count] = await queryRows<{ n: unknown }>(db, sql`
    SELECT count(*) AS n FROM point_transactions WHERE member_id = ${memberId}`);
  // A redeem row names its reward in the reader's language (the row keeps the name it was redeemed under).
  const history = await queryRows<Row>(db, sql`
    SELECT t.id, t.kind, t.points, t.spendable_at, t.created_at,
      COALESCE(CASE WHEN ${locale} = 'th' THEN w.name_th ELSE w.name_en END, t.reference) AS reference
    FROM point_transactions t
    LEFT JOIN reward_redemptions r ON t.kind = 'redeem' AND r.member_id = t.member_id
      AND t.idempotency_key = 'redeem:' || r.member_id || ':' || r.idempotency_key
    LEFT JOIN rewards w ON w.id = r.reward_id
    WHERE t.member_id = ${memberId} ORDER BY t.created_at DESC, t.id DESC
    LIMIT ${POINTS_PER_PAGE} OFFSET ${(page - 1) * POINTS_PER_PAGE}`);
  const pending = [
    ...pendingRows.map((r) => ({ points: Number(r.points), kind: r.kind, arrives_at: iso(r.spendable_at) })),
    ...merges.map((m) => ({ points: Number(m.points), kind: "line_merge" as const, arrives_at: iso(m.credit_at) })),
  ].sort((a, b) => a.arrives_at.localeCompare(b.arrives_at));
  const entry = (r: Row): PointEntry => ({
    id: r.id, kind: r.kind, points: Number(r.points), spendable_at: iso(r.spendable_at), created_at: iso(r.created_at),
    reference: r.reference,
  });
  return {
    data: {
      points: balance.points,
      ...tierOf(member, balance.points, now),
      pending,
      expires_at: balance.expiresAt?.toISOString() ?? null,
      history: history.map(entry),
    },
    total: toCount(count?.n),
  };
}
