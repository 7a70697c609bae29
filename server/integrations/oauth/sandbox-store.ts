import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { SocialProvider } from "#contract/auth.ts";
import type { Database } from "#db/database.ts";
import { oauthSandboxGrants } from "#db/schema/index.ts";

// The OAuth sandbox's own state (table oauth_sandbox_grants): the one-time codes its consent page issues. The
// sandbox keeps it here, not in the shop's repositories (docs/decisions/0180-server-layers.md).

/** How long a sandbox code stays usable: as long as the sign-in that asked for it (social.ts OAUTH_STATE_MINUTES). */
const SANDBOX_GRANT_MINUTES = 10;

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
    ...grant, expiresAt: new Date(now.getTime() + SANDBOX_GRANT_MINUTES * 60_000),
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

