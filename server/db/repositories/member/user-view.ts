import { eq } from "drizzle-orm";
import type { User } from "#contract/auth.ts";
import type { Locale } from "#contract/locale.ts";
import { formatPhone, parsePhone, phoneFromE164, type Phone } from "#contract/phone.ts";
import type { Database } from "#db/database.ts";
import { members } from "#db/schema/index.ts";
import { bangkokMonth, memberStanding } from "#domain/membership.ts";
import { balanceOf } from "../membership/ledger.ts";

/** The columns the User shows (the e-mail's proof, docs/decisions/0077, stays on the server). */
type MemberRow = Omit<typeof members.$inferSelect, "emailVerifiedAt">;


/**
 * A stored phone as the contract's Phone. Re-parsed with the stored country (or the number's own, for addresses,
 * which keep no country); a stored number the parser no longer accepts still shows, formatted as far as possible.
 */
export function storedPhone(e164: string | null, country: string | null): Phone | null {
  if (!e164) return null;
  const parsed = (country ? parsePhone(e164, country) : null) ?? phoneFromE164(e164);
  if (parsed) return parsed;
  return { country_code: country ?? "", national_number: e164.replace(/^\+/, ""), formatted: formatPhone(e164), e164 };
}

/** Maps a members row to the contract User (spec §3 User). The password hash never leaves this function. */
export function toUser(row: MemberRow, now: Date = new Date(), points = 0): User {
  const birthMonth = row.birthDate ? Number(row.birthDate.slice(5, 7)) : null;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: storedPhone(row.phoneE164, row.phoneCountry),
    phone_verified: row.phoneE164 !== null && row.phoneVerifiedAt !== null,
    birth_date: row.birthDate,
    birthday: birthMonth !== null && birthMonth === bangkokMonth(now),
    points,
    ...memberStanding(row.memberStatus, row.exclusiveUntil, now),
    joined_at: row.createdAt.toISOString(),
    has_password: row.passwordHash !== null,
  };
}

/**
 * The member as the contract User, or null when no such member exists (deleted meanwhile). `locale` is accepted for
 * callers that pass the request language; the User carries no translated text today.
 */
export async function loadUser(db: Database, memberId: number, _locale?: Locale,
  now: Date = new Date()): Promise<User | null> {
  const [row] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  return row ? toUser(row, now, (await balanceOf(db, memberId, now)).points) : null;
}
