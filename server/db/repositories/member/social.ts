import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { SocialProvider } from "#contract/auth.ts";
import type { Database } from "#db/database.ts";
import { oauthSandboxGrants, oauthStates, socialAccounts } from "#db/schema/index.ts";

/** How long a started social sign-in (state + PKCE verifier) and a sandbox code stay usable. */
export const OAUTH_STATE_MINUTES = 10;

export type OAuthState = { provider: SocialProvider; codeVerifier: string; nonce: string };

/** Stores a started sign-in; old expired states are swept at the same time. */
export async function saveOAuthState(
  db: Database, state: string, value: OAuthState, now = new Date(),
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    state, provider: value.provider, codeVerifier: value.codeVerifier, nonce: value.nonce,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_MINUTES * 60_000),
  });
}

/** Takes a state once (deleted as it is read); null when unknown, expired, already used or for another provider. */
export async function takeOAuthState(
  db: Database, state: string, provider: SocialProvider, now = new Date(),
): Promise<OAuthState | null> {
  const [row] = await db.delete(oauthStates)
    .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, now)))
    .returning();
  if (!row || row.provider !== provider) return null;
  return { provider: row.provider, codeVerifier: row.codeVerifier, nonce: row.nonce };
}

/** Peeks at a state without using it (the sandbox consent page checks it exists before showing the form). */
export async function peekOAuthState(db: Database, state: string, now = new Date()): Promise<OAuthState | null> {
  const [row] = await db.select().from(oauthStates)
    .where(and(eq(oauthStates.state, state), gt(oauthStates.expiresAt, now))).limit(1);
  return row ? { provider: row.provider, codeVerifier: row.codeVerifier, nonce: row.nonce } : null;
}

export type SandboxGrant = {
  code: string;
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  codeChallenge: string | null;
  nonce: string | null;
};

export async function createSandboxGrant(db: Database, grant: SandboxGrant, now = new Date()): Promise<void> {
  await db.delete(oauthSandboxGrants).where(lt(oauthSandboxGrants.expiresAt, now));
  await db.insert(oauthSandboxGrants).values({
    ...grant, expiresAt: new Date(now.getTime() + OAUTH_STATE_MINUTES * 60_000),
  });
}

/** Marks a sandbox code used and answers it; null when unknown, expired, used, or for another provider. */
export async function takeSandboxGrant(
  db: Database, code: string, provider: SocialProvider, now = new Date(),
): Promise<SandboxGrant | null> {
  const [row] = await db.update(oauthSandboxGrants).set({ usedAt: now })
    .where(and(eq(oauthSandboxGrants.code, code), isNull(oauthSandboxGrants.usedAt),
      gt(oauthSandboxGrants.expiresAt, now)))
    .returning();
  if (!row || row.provider !== provider) return null;
  return {
    code: row.code, provider: row.provider, subject: row.subject, email: row.email, emailVerified: row.emailVerified,
    name: row.name, codeChallenge: row.codeChallenge, nonce: row.nonce,
  };
}

/** The member linked to a provider account, if any. */
export async function linkedMember(db: Database, provider: SocialProvider, subject: string): Promise<number | null> {
  const [row] = await db.select({ memberId: socialAccounts.memberId }).from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject))).limit(1);
  return row?.memberId ?? null;
}

/** Links a provider account to a member (a second link of the same account is ignored: the first one stays). */
export async function linkSocialAccount(
  db: Database, memberId: number, provider: SocialProvider, subject: string, email: string | null,
): Promise<void> {
  await db.insert(socialAccounts).values({ memberId, provider, subject, email }).onConflictDoNothing();
}
