import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";

// Phone codes (otp_codes) and the member's phone, as rows: server/workflows/member/verify-phone.ts decides.

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export type MemberPhone = { phone_e164: string | null; phone_verified_at: Date | string | null };

/** Locks the member for a phone code request or check; undefined when the member is gone. */
export async function lockMemberPhone(tx: Database, memberId: number): Promise<MemberPhone | undefined> {
  const [row] = await queryRows<MemberPhone>(tx, sql`
    SELECT phone_e164, phone_verified_at FROM members WHERE id = ${memberId} FOR UPDATE`);
  return row;
}

/** Whether another member verified this phone already. */
export async function verifiedElsewhere(tx: Database, memberId: number, phoneE164: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`
    SELECT id FROM members WHERE phone_e164 = ${phoneE164} AND phone_verified_at IS NOT NULL AND id <> ${memberId}
    LIMIT 1`);
  return rows.length > 0;
}

/** When the member's newest code was made (the resend cooldown counts from it). */
export async function lastCodeAt(tx: Database, memberId: number): Promise<Date | null> {
  const [last] = await queryRows<{ created_at: Date | string }>(tx, sql`
    SELECT created_at FROM otp_codes WHERE member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT 1`);
  return last ? asDate(last.created_at) : null;
}

/** Writes a new code (only its hash), retiring every older one of the member. */
export async function replaceCode(
  tx: Database, code: { memberId: number; phoneE164: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await tx.execute(
    sql`UPDATE otp_codes SET consumed_at = ${code.at} WHERE member_id = ${code.memberId} AND consumed_at IS NULL`);
  await tx.execute(sql`
    INSERT INTO otp_codes (member_id, phone_e164, code_hash, attempts, expires_at, created_at)
    VALUES (${code.memberId}, ${code.phoneE164}, ${code.codeHash}, 0, ${code.expiresAt}, ${code.at})`);
}

export type LiveCode = { id: number; codeHash: string; attempts: number; expiresAt: Date; createdAt: Date };

/** The member's newest unused code for `phoneE164`, locked. */
export async function liveCode(tx: Database, memberId: number, phoneE164: string): Promise<LiveCode | undefined> {
  const [row] = await queryRows<{
    id: number; code_hash: string; attempts: number; expires_at: Date | string; created_at: Date | string;
  }>(tx, sql`
    SELECT id, code_hash, attempts, expires_at, created_at FROM otp_codes
    WHERE member_id = ${memberId} AND phone_e164 = ${phoneE164} AND consumed_at IS NULL
    ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`);
  return row ? {
    id: row.id, codeHash: row.code_hash, attempts: Number(row.attempts), expiresAt: asDate(row.expires_at),
    createdAt: asDate(row.created_at),
  } : undefined;
}

/** A wrong code costs one attempt. */
export async function countWrongAttempt(tx: Database, codeId: number): Promise<void> {
  await tx.execute(sql`UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ${codeId}`);
}

/** The right code: used up, and the member's phone verified. */
export async function consumeCodeAndVerify(tx: Database, codeId: number, memberId: number, now: Date): Promise<void> {
  await tx.execute(sql`UPDATE otp_codes SET consumed_at = ${now} WHERE id = ${codeId}`);
  await tx.execute(sql`UPDATE members SET phone_verified_at = ${now}, updated_at = ${now} WHERE id = ${memberId}`);
}
