import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";

// LINE shopping points merges (decision 0134): one row per phone, pending until the crediting job closes it.

/** Notes a phone's points as pending for the member; false when the phone was ever merged before (unique). */
export async function insertLineMerge(
  db: Database, merge: { memberId: number; phoneE164: string; points: number; creditAt: Date; at: Date },
): Promise<boolean> {
  // ON CONFLICT, not a caught error: this runs inside the OTP's transaction, which an error would abort.
  const rows = await queryRows<{ id: number }>(db, sql`
    INSERT INTO line_point_merges (member_id, phone_e164, points, credit_at, created_at)
    VALUES (${merge.memberId}, ${merge.phoneE164}, ${merge.points}, ${merge.creditAt}, ${merge.at})
    ON CONFLICT (phone_e164) DO NOTHING RETURNING id`);
  return rows.length > 0;
}

export type DueMerge = { id: number; memberId: number; phoneE164: string; creditAt: Date };

/** The next merge due at `now`, locked; one another process holds is skipped (two processes share the work). */
export async function nextDueLineMerge(tx: Database, now: Date): Promise<DueMerge | undefined> {
  type Due = { id: number; member_id: number; phone_e164: string; credit_at: Date | string };
  // SQL template kept as written: a locking read (FOR UPDATE SKIP LOCKED) over the due merges.
  const [merge] = await queryRows<Due>(tx, sql`
    SELECT id, member_id, phone_e164, credit_at FROM line_point_merges
    WHERE credited_at IS NULL AND credit_at <= ${now} ORDER BY credit_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`);
  return merge ? {
    id: Number(merge.id), memberId: Number(merge.member_id), phoneE164: merge.phone_e164,
    creditAt: new Date(merge.credit_at),
  } : undefined;
}

/** Closes a merge with the points actually credited. */
export async function closeLineMerge(tx: Database, id: number, points: number, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE line_point_merges SET credited_at = ${now}, points = ${points} WHERE id = ${id}`);
}
