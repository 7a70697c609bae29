import type { Database } from "#db/database.ts";
import { insertStaff, staffByEmail, type Staff } from "#db/repositories/support/staff.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "#workflows/member/passwords.ts";

// Staff accounts and their passwords (decision 0150); tokens and the action record are in the repository.

/** The development account `npm start` seeds outside production (README "Support console"). */
export const DEV_STAFF = { email: "support@skinstate.test", name: "Support (dev)", password: "Support#2026" } as const;

/** Creates a staff account; false when the e-mail already has one. */
export async function createStaff(
  db: Database, input: { email: string; name: string; password: string },
): Promise<boolean> {
  return insertStaff(db, { email: input.email, name: input.name, passwordHash: await hashPassword(input.password) });
}

/** The dev account, created once (outside production only: the caller decides). */
export async function ensureDevStaff(db: Database): Promise<boolean> {
  return (await staffByEmail(db, DEV_STAFF.email)) ? false : createStaff(db, DEV_STAFF);
}

/** The staff member for an e-mail and password, or null (an unknown e-mail costs as long as a wrong password). */
export async function checkStaffPassword(db: Database, email: string, password: string): Promise<Staff | null> {
  const row = await staffByEmail(db, email);
  if (!row) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPassword(row.passwordHash, password)) || row.disabledAt) return null;
  return { id: row.id, email: row.email, name: row.name };
}
