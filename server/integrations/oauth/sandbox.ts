import { timingSafeEqual } from "node:crypto";
import type { SocialProvider } from "#contract/auth.ts";
import type { Database } from "#db/database.ts";
import {
  codeChallengeS256, OAuthFailure, splitName, type AuthorizationInput, type ExchangeInput, type OAuthProvider,
  type ProviderProfile,
} from "./provider.ts";
import { takeSandboxGrant } from "./sandbox-store.ts";

/** Facebook's plain code flow has no PKCE; the sandbox mirrors each real provider. */
export const SANDBOX_USES_PKCE: Record<SocialProvider, boolean> = { google: true, line: true, facebook: false };

/** Path of the sandbox consent page (served by server/routes/sandbox, in every mode). */
export const sandboxAuthorizePath = (provider: SocialProvider) => `/sandbox/oauth/${provider}/authorize`;

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The offline stand-in for a provider (no client id configured): its "authorization server" is a consent page on
 * this shop that issues a one-time code (oauth_sandbox_grants); the exchange checks the code, its provider, the
 * nonce and (like Google and LINE) the PKCE verifier against the stored S256 challenge.
 */
export class SandboxProvider implements OAuthProvider {
  readonly kind = "sandbox" as const;
  readonly name: SocialProvider;
  private readonly db: Database;

  constructor(name: SocialProvider, db: Database) {
    this.name = name;
    this.db = db;
  }

  authorizationUrl(input: AuthorizationInput): string {
    const url = new URL(sandboxAuthorizePath(this.name), input.origin);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("client_id", "sandbox");
    url.searchParams.set("state", input.state);
    url.searchParams.set("nonce", input.nonce);
    url.searchParams.set("scope", "openid profile email");
    if (SANDBOX_USES_PKCE[this.name]) {
      url.searchParams.set("code_challenge", codeChallengeS256(input.codeVerifier));
      url.searchParams.set("code_challenge_method", "S256");
    }
    url.searchParams.set("lang", input.locale);
    return url.toString();
  }

  async exchange(input: ExchangeInput): Promise<ProviderProfile> {
    const grant = await takeSandboxGrant(this.db, input.code, this.name);
    if (!grant) throw new OAuthFailure("invalid_grant");
    if (SANDBOX_USES_PKCE[this.name]) {
      if (!grant.codeChallenge || !sameText(grant.codeChallenge, codeChallengeS256(input.codeVerifier))) {
        throw new OAuthFailure("invalid_grant: code_verifier does not match");
      }
    }
    if (grant.nonce !== null && grant.nonce !== input.nonce) throw new OAuthFailure("nonce mismatch");
    return { subject: grant.subject, email: grant.email, emailVerified: grant.emailVerified, ...splitName(grant.name) };
  }
}
