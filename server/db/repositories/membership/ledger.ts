import { sql } from "drizzle-orm";
import { POINTS_INACTIVITY_MONTHS, type PointKind } from "#contract/membership.ts";
import { queryRows, toCount, type Database } from "#db/database.ts";
import { memberStanding } from "#domain/membership.ts";
import {
  balanceExpiresAt, exclusiveEnd, pointsEarned, pointsToExpire, qualifiesForExclusive, type Standing,
} from "#domain/points.ts";

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

/** What the payment flow knows of an order that became paid (or was refunded). */
export type PaidOrder = {
  id: number; memberId: number | null; number: string; subtotal: number; discount: number; paidAt: Date;
};

/**
 * Call inside the transaction that marks the order paid: earns its points (1 per 1,000 THB of goods after
 * discounts, spendable at once) and makes the member exclusive for a year when the order reaches 45,000 THB.
 * Safe to call again for the same order (nothing more happens). Guests' orders earn nothing.
 */
export async function earnOrderPoints(tx: Database, order: PaidOrder): Promise<{ points: number; exclusive: boolean }> {
  if (order.memberId === null) return { points: 0, exclusive: false };
  const member = await lockMember(tx, order.memberId);
  if (!member) return { points: 0, exclusive: false };
  const points = pointsEarned(order);
  const earned = await appendPoints(tx, {
    memberId: order.memberId, kind: "earn", points, key: `earn:order:${order.id}`, spendableAt: order.paidAt,
    orderId: order.id, reference: order.number, at: order.paidAt,
  });
  // The earn row is the guard: only the call that wrote it extends the year (45,000 THB always earns 45 points).
  const exclusive = earned && qualifiesForExclusive(order);
  const openEnded = member.member_status === "exclusive" && member.exclusive_until === null;
  if (exclusive && !openEnded) {
    const until = exclusiveEnd(standingOf(member, order.paidAt), order.paidAt);
    await tx.execute(sql`UPDATE members SET member_status = 'exclusive', exclusive_until = ${until},
      updated_at = ${order.paidAt} WHERE id = ${member.id}`);
  }
  return { points: earned ? points : 0, exclusive };
}

/**
 * Call inside the transaction that refunds the order: takes back what it earned (the balance may go below zero when
 * they were spent; decision 0130). Safe to call again. Answers the points taken back.
 */
export async function reverseOrderPoints(tx: Database, orderId: number, at: Date): Promise<number> {
  const [earn] = await queryRows<{ member_id: number; points: number; reference: string | null }>(tx, sql`
    SELECT member_id, points, reference FROM point_transactions WHERE idempotency_key = ${`earn:order:${orderId}`}`);
  if (!earn) return 0;
  await lockMember(tx, earn.member_id);
  const reversed = await appendPoints(tx, {
    memberId: earn.member_id, kind: "reverse", points: -earn.points, key: `reverse:order:${orderId}`, spendableAt: at,
    orderId, reference: earn.reference, at,
  });
  return reversed ? earn.points : 0;
}

/** The member's tier at `now` in the domain's terms (an open-ended exclusive status counts as running). */
export function standingOf(member: MemberLock, now: Date): Standing {
  const standing = memberStanding(member.member_status, member.exclusive_until, now);
  if (standing.member_status !== "exclusive") return { exclusiveUntil: null };
  return { exclusiveUntil: member.exclusive_until ?? new Date(8.64e15) };
}

/**
 * The expiry job (decision 0130): every member whose positive balance saw no earn or redeem for 24 months loses it,
 * as one `expire` row keyed on the last activity (a second run, or a second process, writes nothing more). One
 * transaction per member, locked like every other ledger write. Answers the members whose points lapsed.
 */
export async function expireIdlePoints(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - POINTS_INACTIVITY_MONTHS);
  const idle = await queryRows<{ member_id: number }>(db, sql`
    SELECT member_id FROM point_transactions GROUP BY member_id
    HAVING coalesce(max(spendable_at) FILTER (WHERE kind IN ('earn', 'redeem', 'line_merge')), '-infinity') <= ${cutoff}
      AND sum(points) > 0`);
  let expired = 0;
  for (const { member_id: memberId } of idle) {
    const wrote = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      if (!(await lockMember(tx, memberId))) return false;
      const balance = await balanceOf(tx, memberId, now);
      const lapse = pointsToExpire(balance.lastActivity, balance.points, now);
      if (lapse <= 0 || !balance.lastActivity) return false;
      return appendPoints(tx, {
        memberId, kind: "expire", points: -lapse, key: `expire:${memberId}:${balance.lastActivity.toISOString()}`,
        spendableAt: now, at: now,
      });
    });
    if (wrote) expired++;
  }
  return expired;
}

/**
 * A staff adjustment (support console): adds or takes points with a note the member reads, once per `key` (the
 * console's request id). Answers false when the key was used already or the member does not exist.
 */
export async function adjustPoints(
  db: Database, input: { memberId: number; points: number; key: string; note: string; at: Date },
): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (!(await lockMember(tx, input.memberId))) return false;
    return appendPoints(tx, {
      memberId: input.memberId, kind: "adjust", points: input.points, key: `adjust:${input.key}`,
      spendableAt: input.at, reference: input.note, at: input.at,
    });
  });
}
