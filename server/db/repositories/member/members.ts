import { eq, sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import { isUniqueViolation, type Database } from "#db/database.ts";
import { members } from "#db/schema/index.ts";
import { retireResets } from "./resets.ts";
import { revokeMemberTokens } from "./tokens.ts";

export type MemberRow = typeof members.$inferSelect;

/** The e-mail is registered already (the unique index said so): the caller answers it (409 email_taken). */
export class EmailTaken extends Error {
  constructor() {
    super("email_taken");
    this.name = "EmailTaken";
  }
}

export type NewMember = {
  email: string;
  /** An argon2id PHC string; null for a member who signs in only through a provider. */
  passwordHash: string | null;
  /** Set when the sign-up itself proved the mailbox (a provider-verified e-mail); a password sign-up proves nothing. */
  emailVerifiedAt?: Date | null;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
};

/**
 * Creates a member. The e-mail is stored trimmed and lower-cased; an e-mail already registered (also when two sign-ups
 * race: the unique index decides) throws EmailTaken and creates nothing.
 */
export async function createMember(db: Database, input: NewMember): Promise<MemberRow> {
  try {
    const [row] = await db
      .insert(members)
      .values({
        email: input.email.trim().toLowerCase(),
        passwordHash: input.passwordHash,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        firstName: input.firstName ?? "",
        lastName: input.lastName ?? "",
        locale: input.locale ?? "en",
      })
      .returning();
    if (!row) throw new Error("member insert returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTaken();
    throw error;
  }
}

export async function findMemberByEmail(db: Database, email: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findMemberById(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/**
 * A new password (reset or change): saved, every open reset link retired, and every session but `keepToken` signed
 * out. Call it inside the caller's transaction so the three happen together.
 */
export async function replacePassword(tx: Database, memberId: number, passwordHash: string,
  keepToken?: string): Promise<void> {
  await tx.update(members).set({ passwordHash, updatedAt: sql`now()` }).where(eq(members.id, memberId));
  await retireResets(tx, memberId);
  await revokeMemberTokens(tx, memberId, keepToken);
}

/**
 * The member proved owning the mailbox `email` (a reset through the link mailed there): from now on a provider
 * account with that verified e-mail may link to them (docs/decisions/0077). Only while it is still the member's
 * e-mail (a change in between proves nothing); the first proof's time stays.
 */
export async function proveEmail(tx: Database, memberId: number, email: string): Promise<void> {
  await tx.update(members).set({ emailVerifiedAt: sql`now()` }).where(sql`
    ${members.id} = ${memberId} AND ${members.email} = ${email.trim().toLowerCase()}
    AND ${members.emailVerifiedAt} IS NULL`);
}

/** Remembers the language the member last used, so mails and SMS go out in it. */
export async function rememberLocale(db: Database, memberId: number, locale: Locale): Promise<void> {
  await db.update(members).set({ locale }).where(sql`${members.id} = ${memberId} AND ${members.locale} <> ${locale}`);
}
