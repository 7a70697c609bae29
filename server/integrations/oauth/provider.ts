import { createHash, randomBytes } from "node:crypto";
import type { SocialProvider } from "#contract/auth.ts";
import type { Locale } from "#contract/locale.ts";

/** What a provider tells us about the shopper after the code exchange. */
export type ProviderProfile = {
  /** The provider's stable account id (Google `sub`, Facebook app-scoped id, LINE user id). */
  subject: string;
  email: string | null;
  /** Only a verified e-mail may link to an existing member. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

export type AuthorizationInput = {
  state: string;
  /** PKCE verifier; providers without PKCE (Facebook's plain code flow) ignore it. */
  codeVerifier: string;
  nonce: string;
  /** Where the provider sends the shopper back: `<origin>/auth/social/<provider>`. */
  redirectUri: string;
  /** The shop's origin (the sandbox consent page lives there). */
  origin: string;
  locale: Locale;
};

export type ExchangeInput = { code: string; codeVerifier: string; nonce: string; redirectUri: string };

/** The provider refused or failed (bad code, network, unexpected answer): the route answers 400 social_failed. */
export class OAuthFailure extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(reason, options);
    this.name = "OAuthFailure";
  }
}

/** One social login provider: a real one through arctic, or the offline sandbox. */
export interface OAuthProvider {
  readonly name: SocialProvider;
  readonly kind: "real" | "sandbox" | "unavailable";
  authorizationUrl(input: AuthorizationInput): string;
  exchange(input: ExchangeInput): Promise<ProviderProfile>;
}

export type OAuthProviders = Record<SocialProvider, OAuthProvider>;

/** RFC 7636 S256: base64url(SHA-256(verifier)). */
export function codeChallengeS256(verifier: string): string {
  return createHash("sha256").update(verifier).digest("base64url");
}

export function randomNonce(): string {
  return randomBytes(24).toString("base64url");
}

/** "Nok Tester" -> first and last name (the last word is the last name). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/u).filter(Boolean);
  if (parts.length <= 1) return { firstName: (parts[0] ?? "").slice(0, 60), lastName: "" };
  return { firstName: parts.slice(0, -1).join(" ").slice(0, 60), lastName: (parts.at(-1) ?? "").slice(0, 60) };
}

/** A provider with no client id in production: every step fails as social_failed (the sandbox never stands in). */
export class UnavailableProvider implements OAuthProvider {
  readonly kind = "unavailable" as const;
  readonly name: SocialProvider;

  constructor(name: SocialProvider) {
    this.name = name;
  }

  authorizationUrl(): string {
    throw new OAuthFailure(`${this.name} is not configured`);
  }

  exchange(): Promise<ProviderProfile> {
    return Promise.reject(new OAuthFailure(`${this.name} is not configured`));
  }
}
