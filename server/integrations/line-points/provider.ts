import type { Database } from "#db/database.ts";
import { availableSandboxPoints, claimSandboxPoints } from "./sandbox-store.ts";

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
  available: availableSandboxPoints,
  claim: claimSandboxPoints,
};

/** The provider the shop uses: only the sandbox exists until the channel's API is contracted. */
export const linePointsProvider = (): LinePointsProvider => sandboxLinePoints;
