import { eq, sql } from "drizzle-orm";
import type { PointKind } from "#contract/membership.ts";
import { queryRows, toCount, type Database } from "#db/database.ts";
import { members, pointTransactions } from "#db/schema/index.ts";
import { memberStanding } from "#domain/membership.ts";
import { balanceExpiresAt, type Standing } from "#domain/points.ts";

// The points ledger (decision 0130): rows are only ever added; the balance is summed from them. Every writer locks
// the member's row first (FOR UPDATE), so two writers for one member take turns and a balance checked is the balance
// spent; every row carries a unique idempotency key, so a retried write adds nothing.

const asDate = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

export type MemberLock = { id: number; member_status: string; exclusive_until: Date | null; birth_date: string | null };

/** Locks the member for a ledger write; undefined when the member does not exist (deleted meanwhile). */
export async function lockMember(tx: Database, memberId: number): Promise<MemberLock | undefined> {
  const [row] = await queryRows<MemberLock & { exclusive_until: Date | string | null }>(tx, sql`
    SELECT id, member_status, exclusive_until, birth_date FROM members WHERE id = ${memberId} FOR UPDATE`);
  return row ? { ...row, exclusive_until: asDate(row.exclusive_until) } : undefined;
}

export type Balance = { points: number; lastActivity: Date | null; expiresAt: Date | null };

/**
 * The member's spendable points at `now` and when they lapse without activity. Points taken away count at once,
 * whatever their date: a redeem written by a request that started a moment later is still spent for this one.
 */
export async function balanceOf(db: Database, memberId: number, now: Date): Promise<Balance> {
  const [row] = await queryRows<{ points: unknown; last_activity: Date | string | null }>(db, sql`
    SELECT coalesce(sum(points) FILTER (WHERE points < 0 OR spendable_at <= ${now}), 0) AS points,
      max(spendable_at) FILTER (WHERE kind IN ('earn', 'redeem', 'line_merge') AND spendable_at <= ${now})
        AS last_activity
    FROM point_transactions WHERE member_id = ${memberId}`);
  const points = toCount(row?.points);
  const lastActivity = asDate(row?.last_activity ?? null);
  return { points, lastActivity, expiresAt: balanceExpiresAt(lastActivity, points) };
}

export type NewEntry = {
  memberId: number; kind: PointKind; points: number; key: string; spendableAt: Date;
  orderId?: number | null; reference?: string | null; at: Date;
};

/** Appends one row; answers false when a row with this key exists already (a retry: nothing more is written). */
export async function appendPoints(tx: Database, entry: NewEntry): Promise<boolean> {
  if (entry.points === 0) return false;
  const rows = await queryRows<{ id: number }>(tx, sql`
    INSERT INTO point_transactions
      (member_id, kind, points, idempotency_key, spendable_at, order_id, reference, created_at)
    VALUES (${entry.memberId}, ${entry.kind}, ${entry.points}, ${entry.key}, ${entry.spendableAt},
      ${entry.orderId ?? null}, ${entry.reference ?? null}, ${entry.at})
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`);
  return rows.length > 0;
}

/** Makes the member exclusive until `until` (a paid order of 45,000 THB or more; decision 0130). */
export async function setExclusiveUntil(tx: Database, memberId: number, until: Date, at: Date): Promise<void> {
  await tx.update(members).set({ memberStatus: "exclusive", exclusiveUntil: until, updatedAt: at })
    .where(eq(members.id, memberId));
}

/** Whether a ledger row with this idempotency key exists (a replayed request). */
export async function hasLedgerEntry(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ id: pointTransactions.id }).from(pointTransactions)
    .where(eq(pointTransactions.idempotencyKey, key));
  return row !== undefined;
}

/** The points an order earned (its `earn` row), if it earned any. */
export async function orderEarnEntry(
  db: Database, orderId: number,
): Promise<{ memberId: number; points: number; reference: string | null } | undefined> {
  const [row] = await db.select({
    memberId: pointTransactions.memberId, points: pointTransactions.points, reference: pointTransactions.reference,
  }).from(pointTransactions).where(eq(pointTransactions.idempotencyKey, `earn:order:${orderId}`));
  return row;
}

/** The member's tier at `now` in the domain's terms (an open-ended exclusive status counts as running). */
export function standingOf(member: MemberLock, now: Date): Standing {
  const standing = memberStanding(member.member_status, member.exclusive_until, now);
  if (standing.member_status !== "exclusive") return { exclusiveUntil: null };
  return { exclusiveUntil: member.exclusive_until ?? new Date(8.64e15) };
}

/** Members whose positive balance saw no earn, redeem or LINE merge since `cutoff` (the expiry job's list). */
export async function membersWithIdlePoints(db: Database, cutoff: Date): Promise<number[]> {
  // SQL template: the builder cannot say an aggregate FILTER in HAVING.
  const idle = await queryRows<{ member_id: number }>(db, sql`
    SELECT member_id FROM point_transactions GROUP BY member_id
    HAVING coalesce(max(spendable_at) FILTER (WHERE kind IN ('earn', 'redeem', 'line_merge')), '-infinity') <= ${cutoff}
      AND sum(points) > 0`);
  return idle.map((row) => Number(row.member_id));
}
