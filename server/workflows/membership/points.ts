import { POINTS_INACTIVITY_MONTHS } from "#contract/membership.ts";
import type { Database } from "#db/database.ts";
import {
  appendPoints, balanceOf, lockMember, membersWithIdlePoints, orderEarnEntry, setExclusiveUntil, standingOf,
} from "#db/repositories/membership/ledger.ts";
import { exclusiveEnd, pointsEarned, pointsToExpire, qualifiesForExclusive } from "#domain/points.ts";

// Earning, taking back, expiring and adjusting points (decision 0130). Every write locks the member first
// (ledger.ts lockMember) and carries an idempotency key, so a repeated call writes nothing more.

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
    await setExclusiveUntil(tx, member.id, exclusiveEnd(standingOf(member, order.paidAt), order.paidAt), order.paidAt);
  }
  return { points: earned ? points : 0, exclusive };
}

/**
 * Call inside the transaction that refunds the order: takes back what it earned (the balance may go below zero when
 * they were spent; decision 0130). Safe to call again. Answers the points taken back.
 */
export async function reverseOrderPoints(tx: Database, orderId: number, at: Date): Promise<number> {
  const earn = await orderEarnEntry(tx, orderId);
  if (!earn) return 0;
  await lockMember(tx, earn.memberId);
  const reversed = await appendPoints(tx, {
    memberId: earn.memberId, kind: "reverse", points: -earn.points, key: `reverse:order:${orderId}`, spendableAt: at,
    orderId, reference: earn.reference, at,
  });
  return reversed ? earn.points : 0;
}

/**
 * The expiry job (decision 0130): every member whose positive balance saw no earn or redeem for 24 months loses it,
 * as one `expire` row keyed on the last activity (a second run, or a second process, writes nothing more). One
 * transaction per member, locked like every other ledger write. Answers the members whose points lapsed.
 */
export async function expireIdlePoints(db: Database, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - POINTS_INACTIVITY_MONTHS);
  let expired = 0;
  for (const memberId of await membersWithIdlePoints(db, cutoff)) {
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
