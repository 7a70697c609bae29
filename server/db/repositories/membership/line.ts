import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";
import { nextBangkokDay } from "#domain/points.ts";
import type { LinePointsProvider } from "#integrations/line-points/provider.ts";
import { appendPoints, lockMember } from "./ledger.ts";

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
  // ON CONFLICT, not a caught error: this runs inside the OTP's transaction, which an error would abort.
  const rows = await queryRows<{ id: number }>(db, sql`
    INSERT INTO line_point_merges (member_id, phone_e164, points, credit_at, created_at)
    VALUES (${memberId}, ${phoneE164}, ${points}, ${creditAt}, ${now})
    ON CONFLICT (phone_e164) DO NOTHING RETURNING id`);
  return rows.length ? { merged: true, points, creditAt } : { merged: false };
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
      type Due = { id: number; member_id: number; phone_e164: string; credit_at: Date | string };
      const [merge] = await queryRows<Due>(tx, sql`
        SELECT id, member_id, phone_e164, credit_at FROM line_point_merges
        WHERE credited_at IS NULL AND credit_at <= ${now} ORDER BY credit_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`);
      if (!merge) return null;
      const points = await provider.claim(tx, merge.phone_e164, `merge:${merge.id}`, now);
      const member = await lockMember(tx, merge.member_id);
      const wrote = member ? await appendPoints(tx, {
        memberId: merge.member_id, kind: "line_merge", points, key: `line:${merge.id}`,
        spendableAt: new Date(merge.credit_at),
        reference: "LINE", at: now,
      }) : false;
      await tx.execute(sql`
        UPDATE line_point_merges SET credited_at = ${now}, points = ${points} WHERE id = ${merge.id}`);
      return wrote;
    });
    if (done === null) return credited;
    if (done) credited++;
  }
}
