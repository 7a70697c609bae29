import { and, eq, ne, sql } from "drizzle-orm";
import type { Phone } from "#contract/phone.ts";
import type { UpdateProfile } from "#contract/user.ts";
import { isUniqueViolation, queryRows, type Database } from "#db/database.ts";
import { members } from "#db/schema/index.ts";
import { replacePassword } from "./members.ts";
import { retireResets } from "./resets.ts";

/** The member's password hash (null: provider-only member), or undefined when the member is gone. */
export async function passwordHashOf(db: Database, memberId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ hash: members.passwordHash }).from(members).where(eq(members.id, memberId)).limit(1);
  return row ? row.hash : undefined;
}

/**
 * Edits name, birth date and e-mail. "email_taken" when another member has that e-mail (checked first, and the unique
 * index settles a race between two members claiming it at once); nothing changes then. A different e-mail is not
 * proven (docs/decisions/0077): its proof is dropped, and reset links mailed to the old address stop working, so
 * neither can later prove the new one.
 */
export async function updateProfile(db: Database, memberId: number,
  input: UpdateProfile): Promise<"ok" | "email_taken"> {
  const [other] = await db.select({ id: members.id }).from(members)
    .where(and(eq(members.email, input.email), ne(members.id, memberId))).limit(1);
  if (other) return "email_taken";
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const [row] = await tx.select({ email: members.email }).from(members).where(eq(members.id, memberId))
        .for("update");
      if (!row) return;
      const changed = row.email !== input.email;
      await tx.update(members).set({
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        birthDate: input.birth_date,
        email: input.email,
        ...(changed ? { emailVerifiedAt: null } : {}),
        updatedAt: new Date(),
      }).where(eq(members.id, memberId));
      if (changed) await retireResets(tx, memberId);
    });
  } catch (error) {
    if (isUniqueViolation(error, "members_email_unique")) return "email_taken";
    throw error;
  }
  return "ok";
}

/** Sets a new password in one transaction: reset links sent before it stop working, other sessions sign out. */
export async function setPasswordHash(db: Database, memberId: number, hash: string, keepToken?: string): Promise<void> {
  await db.transaction(async (t) => replacePassword(t as unknown as Database, memberId, hash, keepToken));
}

/**
 * Saves the member's phone (E.164 and the prefix selector's country). A different number is unverified until the OTP
 * check passes, and codes sent to the old number stop working; the same number keeps its verification.
 */
export async function updatePhone(db: Database, memberId: number, phone: Phone): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [row] = await tx.select({ e164: members.phoneE164 }).from(members).where(eq(members.id, memberId))
      .for("update");
    if (!row) return;
    const changed = row.e164 !== phone.e164;
    await tx.update(members).set({
      phoneE164: phone.e164,
      phoneCountry: phone.country_code,
      ...(changed ? { phoneVerifiedAt: null } : {}),
      updatedAt: new Date(),
    }).where(eq(members.id, memberId));
    if (changed) {
      await tx.execute(
        sql`UPDATE otp_codes SET consumed_at = now() WHERE member_id = ${memberId} AND consumed_at IS NULL`);
    }
  });
}

/** Locks the member for deletion; false when there is no such member. */
export async function lockMemberForDeletion(tx: Database, memberId: number): Promise<boolean> {
  const [row] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
  return row !== undefined;
}

/**
 * Removes what the members row does not cascade to: the member's reactions, reviews and carts. Answers the products
 * whose reviews went, in id order (their card rating needs recomputing).
 */
export async function removeMemberExtras(tx: Database, memberId: number): Promise<number[]> {
  await tx.execute(sql`DELETE FROM review_reactions WHERE member_key = ${`m${memberId}`}`);
  const reviewed = await queryRows<{ product_id: number }>(tx, sql`
    DELETE FROM reviews WHERE member_id = ${memberId} RETURNING product_id`);
  await tx.execute(sql`DELETE FROM carts WHERE member_id = ${memberId}`);
  return [...new Set(reviewed.map((r) => Number(r.product_id)))].sort((a, b) => a - b);
}

/** Deletes the members row; it cascades to tokens, reset tokens, provider links, addresses, OTP codes and orders. */
export async function deleteMemberRow(tx: Database, memberId: number): Promise<void> {
  await tx.delete(members).where(eq(members.id, memberId));
}
