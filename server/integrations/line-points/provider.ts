import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";

// The LINE shopping channel's points (spec §1, design "External services"; decision 0134). The shop only ever asks
// two things: how many points a verified phone holds there, and to take them over once. A real adapter would call
// the channel's API with the same two calls; the offline default below is a sandbox ledger in the shop's database.

export interface LinePointsProvider {
  /** The points the channel holds for this E.164 phone and that nobody claimed yet (0 when none). */
  available(db: Database, phoneE164: string): Promise<number>;
  /**
   * Moves the phone's points to the shop under `reference` (the merge's id). Idempotent: the same reference gets
   * the same points again; another reference gets 0 once they were claimed.
   */
  claim(db: Database, phoneE164: string, reference: string, now: Date): Promise<number>;
}

/** The sandbox ledger (table line_points_sandbox, seeded with a few phones including the demo member's). */
export const sandboxLinePoints: LinePointsProvider = {
  async available(db, phoneE164) {
    const [row] = await queryRows<{ points: number }>(db, sql`
      SELECT points FROM line_points_sandbox WHERE phone_e164 = ${phoneE164} AND claimed_by IS NULL`);
    return row ? Number(row.points) : 0;
  },
  async claim(db, phoneE164, reference, now) {
    const [row] = await queryRows<{ points: number }>(db, sql`
      UPDATE line_points_sandbox SET claimed_by = ${reference}, claimed_at = coalesce(claimed_at, ${now})
      WHERE phone_e164 = ${phoneE164} AND (claimed_by IS NULL OR claimed_by = ${reference}) RETURNING points`);
    return row ? Number(row.points) : 0;
  },
};

/** The provider the shop uses: only the sandbox exists until the channel's API is contracted. */
export const linePointsProvider = (): LinePointsProvider => sandboxLinePoints;
