import { and, eq, gt, lt } from "drizzle-orm";
import type { SocialProvider } from "#contract/auth.ts";
import type { Database } from "#db/database.ts";
import { oauthStates, socialAccounts } from "#db/schema/index.ts";

/** How long a started social sign-in (state + PKCE verifier) stays usable. */
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
