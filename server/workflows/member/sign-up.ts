import type { Locale } from "#contract/locale.ts";
import type { Database } from "#db/database.ts";
import { createMember, type MemberRow } from "#db/repositories/member/members.ts";
import { hashPassword } from "./passwords.ts";

/**
 * Signing up with an e-mail and a password: the password is stored only as its argon2id hash. An e-mail already
 * registered throws EmailTaken (members.ts) and creates nothing; the route answers 409 email_taken.
 */
export async function signUp(
  db: Database, input: { email: string; password: string; locale: Locale },
): Promise<MemberRow> {
  return createMember(db, { email: input.email, passwordHash: await hashPassword(input.password),
    locale: input.locale });
}
