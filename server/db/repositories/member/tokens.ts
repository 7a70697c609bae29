import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { REMEMBER_DAYS, SESSION_HOURS } from "#contract/auth.ts";
import type { Database } from "#db/database.ts";
import { authTokens } from "#db/schema/index.ts";

/** SHA-256 hex of a random token: tokens are 256-bit random, so a fast hash is enough (no salt, no argon2). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new 256-bit random token, base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export type IssuedToken = { token: string; expiresAt: Date };

/** Issues a bearer token for a member: 30 days with `remember`, else one day. Only its hash is stored. */
export async function issueToken(db: Database, memberId: number, remember: boolean,
  now = new Date()): Promise<IssuedToken> {
  const token = randomToken();
  const ms = remember ? REMEMBER_DAYS * 86_400_000 : SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(now.getTime() + ms);
  await db.insert(authTokens).values({ memberId, tokenHash: hashToken(token), remember, expiresAt });
  return { token, expiresAt };
}

/** The member id of a live token (not expired, not revoked), or null. */
export async function memberIdForToken(db: Database, token: string, now = new Date()): Promise<number | null> {
  const [row] = await db
    .select({ memberId: authTokens.memberId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return row?.memberId ?? null;
}

export async function revokeToken(db: Database, token: string, now = new Date()): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.tokenHash, hashToken(token)));
}

/** Signs a member out everywhere except (optionally) the session making the request: one statement. */
export async function revokeMemberTokens(db: Database, memberId: number, keepToken?: string,
  now = new Date()): Promise<void> {
  const keep = keepToken ? hashToken(keepToken) : "";
  await db.update(authTokens).set({ revokedAt: now })
    .where(and(eq(authTokens.memberId, memberId), isNull(authTokens.revokedAt), ne(authTokens.tokenHash, keep)));
}
