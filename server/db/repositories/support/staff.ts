import { and, eq, gt, isNull } from "drizzle-orm";
import { STAFF_SESSION_HOURS } from "#contract/support.ts";
import type { Database } from "#db/database.ts";
import { hashToken, randomToken } from "#db/repositories/member/tokens.ts";
import { staffActions, staffMembers, staffTokens, type StaffAction } from "#db/schema/index.ts";

// Staff accounts and their tokens (decision 0150). Same token scheme as members' (random 256 bits, SHA-256 stored),
// in tables of their own, so a shopper's token can never open the console and a staff token is no shopper's.

export type Staff = { id: number; email: string; name: string };

/** Creates a staff account with a password hash; false when the e-mail already has one. */
export async function insertStaff(
  db: Database, input: { email: string; name: string; passwordHash: string },
): Promise<boolean> {
  const rows = await db.insert(staffMembers).values({
    email: input.email.trim().toLowerCase(), name: input.name.trim(), passwordHash: input.passwordHash,
  }).onConflictDoNothing().returning({ id: staffMembers.id });
  return rows.length > 0;
}

export async function staffByEmail(db: Database, email: string) {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email.trim().toLowerCase()));
  return row;
}

export async function issueStaffToken(db: Database, staffId: number, now = new Date()) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await db.insert(staffTokens).values({ staffId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The staff member of a live token (not expired, not revoked, account not disabled), or null. */
export async function staffForToken(db: Database, token: string, now = new Date()): Promise<Staff | null> {
  const [row] = await db.select({ id: staffMembers.id, email: staffMembers.email, name: staffMembers.name })
    .from(staffTokens).innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
    .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.revokedAt),
      gt(staffTokens.expiresAt, now), isNull(staffMembers.disabledAt)))
    .limit(1);
  return row ?? null;
}

export async function revokeStaffToken(db: Database, token: string, now = new Date()): Promise<void> {
  await db.update(staffTokens).set({ revokedAt: now }).where(eq(staffTokens.tokenHash, hashToken(token)));
}

/** Appends one staff action to the record (the table refuses updates and deletes). */
export async function recordStaffAction(db: Database, input: {
  staff: Staff; action: StaffAction; orderNumber: string | null; reason: string; outcome: Record<string, unknown>;
  at: Date;
}): Promise<void> {
  await db.insert(staffActions).values({
    at: input.at, staffId: input.staff.id, staffEmail: input.staff.email, action: input.action,
    orderNumber: input.orderNumber, reason: input.reason.trim(), outcome: input.outcome,
  });
}
