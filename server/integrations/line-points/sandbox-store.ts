import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";

// The LINE points sandbox's own state (table line_points_sandbox, seeded with a few phones including the demo
// member's), kept here rather than in the shop's repositories (docs/decisions/0180-server-layers.md).

export async function availableSandboxPoints(db: Database, phoneE164: string): Promise<number> {
  const [row] = await queryRows<{ points: number }>(db, sql`
    SELECT points FROM line_points_sandbox WHERE phone_e164 = ${phoneE164} AND claimed_by IS NULL`);
  return row ? Number(row.points) : 0;
}

/** Claims the phone's points under `reference`; the same reference gets them again, another gets 0. */
export async function claimSandboxPoints(db: Database, phoneE164: string, reference: string, now: Date) {
  // SQL template kept as written: a compare-and-set claim (the row's claimant is either nobody or this reference).
  const [row] = await queryRows<{ points: number }>(db, sql`
    UPDATE line_points_sandbox SET claimed_by = ${reference}, claimed_at = coalesce(claimed_at, ${now})
    WHERE phone_e164 = ${phoneE164} AND (claimed_by IS NULL OR claimed_by = ${reference}) RETURNING points`);
  return row ? Number(row.points) : 0;
}
