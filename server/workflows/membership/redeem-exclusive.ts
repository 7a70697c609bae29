import { EXCLUSIVE_POINTS_PRICE, type Tier } from "#contract/membership.ts";
import type { Database } from "#db/database.ts";
import {
  appendPoints, balanceOf, hasLedgerEntry, lockMember, setExclusiveUntil, standingOf,
} from "#db/repositories/membership/ledger.ts";
import { tierOf } from "#db/repositories/membership/summary.ts";
import { decideExclusiveRedeem } from "#domain/points.ts";

export type ExclusiveOutcome =
  | { ok: true; points: number; tier: Tier }
  | { ok: false; code: "already_exclusive" | "points_not_enough" | "not_found" };

/**
 * POST api/membership/redeem-exclusive: 800 points for a year of exclusive membership (decision 0131), once per
 * Idempotency-Key: a replay answers the standing it bought without spending again.
 */
export async function redeemExclusive(
  db: Database, memberId: number, key: string, now: Date,
): Promise<ExclusiveOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const member = await lockMember(tx, memberId);
    if (!member) return { ok: false, code: "not_found" } as const;
    const ledgerKey = `exclusive:${memberId}:${key}`;
    const replay = await hasLedgerEntry(tx, ledgerKey);
    const balance = (await balanceOf(tx, memberId, now)).points;
    if (replay) return { ok: true, points: balance, tier: tierOf(member, balance, now) } as const;
    const decision = decideExclusiveRedeem(standingOf(member, now), balance, now);
    if (!decision.ok) return decision;
    await appendPoints(tx, {
      memberId, kind: "redeem", points: -EXCLUSIVE_POINTS_PRICE, key: ledgerKey, spendableAt: now,
      reference: "exclusive", at: now,
    });
    await setExclusiveUntil(tx, memberId, decision.until, now);
    const after = balance - EXCLUSIVE_POINTS_PRICE;
    const upgraded = { ...member, member_status: "exclusive", exclusive_until: decision.until };
    return { ok: true, points: after, tier: tierOf(upgraded, after, now) } as const;
  });
}
