import type { Database } from "#db/database.ts";
import { appendPoints, lockMember } from "#db/repositories/membership/ledger.ts";
import { closeLineMerge, insertLineMerge, nextDueLineMerge } from "#db/repositories/membership/line.ts";
import { nextBangkokDay } from "#domain/points.ts";
import type { LinePointsProvider } from "#integrations/line-points/provider.ts";

// LINE shopping points (decision 0134): merged once per phone after the OTP proved the member holds it, pending
// until the next day in Bangkok, when the crediting job claims them from the provider and writes the ledger row.

export type MergeOutcome = { merged: false } | { merged: true; points: number; creditAt: Date };

/**
 * After a successful phone OTP: notes the phone's LINE points as pending for this member. Nothing happens when the
 * phone holds none, or when it was ever merged before (into this account or any other: the phone is unique).
 */
export async function mergeLinePoints(
  db: Database, provider: LinePointsProvider, memberId: number, phoneE164: string, now: Date,
): Promise<MergeOutcome> {
  const points = await provider.available(db, phoneE164);
  if (points <= 0) return { merged: false };
  const creditAt = nextBangkokDay(now);
  const merged = await insertLineMerge(db, { memberId, phoneE164, points, creditAt, at: now });
  return merged ? { merged: true, points, creditAt } : { merged: false };
}

/**
 * The crediting job: every merge due at `now` claims its points from the provider and writes them to the ledger,
 * one transaction each (SKIP LOCKED: two processes share the work). A merge whose points were claimed elsewhere
 * meanwhile is closed with nothing credited. Answers how many merges were credited.
 */
export async function creditDueLineMerges(db: Database, provider: LinePointsProvider, now: Date): Promise<number> {
  let credited = 0;
  for (;;) {
    const done = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const merge = await nextDueLineMerge(tx, now);
      if (!merge) return null;
      const points = await provider.claim(tx, merge.phoneE164, `merge:${merge.id}`, now);
      const member = await lockMember(tx, merge.memberId);
      const wrote = member ? await appendPoints(tx, {
        memberId: merge.memberId, kind: "line_merge", points, key: `line:${merge.id}`, spendableAt: merge.creditAt,
        reference: "LINE", at: now,
      }) : false;
      await closeLineMerge(tx, merge.id, points, now);
      return wrote;
    });
    if (done === null) return credited;
    if (done) credited++;
  }
}
