import { createHmac, timingSafeEqual } from "node:crypto";
import * as arctic from "arctic";
import type { SocialProvider } from "#contract/auth.ts";
import {
  OAuthFailure, splitName, type AuthorizationInput, type ExchangeInput, type OAuthProvider, type ProviderProfile,
} from "./provider.ts";

/** Facebook Graph API version for the profile call (arctic's own dialog/token endpoints pin v16.0). */
const GRAPH = "https://graph.facebook.com/v19.0";
const SCOPES = ["openid", "profile", "email"];

type Claims = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** Everything arctic or fetch can throw becomes an OAuthFailure (the route answers 400 social_failed, never 5xx). */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OAuthFailure) throw error;
    const code = error instanceof arctic.OAuth2RequestError ? error.code : (error as Error).name;
    throw new OAuthFailure(`provider error: ${code}`, { cause: error });
  }
}

function idClaims(tokens: arctic.OAuth2Tokens): Claims {
  try {
    return arctic.decodeIdToken(tokens.idToken()) as Claims;
  } catch (error) {
    throw new OAuthFailure("no id token", { cause: error });
  }
}

function checkCommon(claims: Claims, clientId: string, nonce: string, issuers: string[]): void {
  const aud = claims.aud;
  const audOk = Array.isArray(aud) ? aud.includes(clientId) : aud === clientId;
  if (!audOk) throw new OAuthFailure("id token audience");
  if (!issuers.includes(str(claims.iss))) throw new OAuthFailure("id token issuer");
  if (typeof claims.exp !== "number" || claims.exp * 1000 < Date.now()) throw new OAuthFailure("id token expired");
  if (str(claims.nonce) !== nonce) throw new OAuthFailure("id token nonce");
  if (!str(claims.sub)) throw new OAuthFailure("id token subject");
}

/** What every real provider holds: its client id and secret (from env), and that it is not the sandbox. */
abstract class RealProvider implements OAuthProvider {
  abstract readonly name: SocialProvider;
  readonly kind = "real" as const;
  protected readonly clientId: string;
  protected readonly clientSecret: string;

  constructor(clientId: string, clientSecret: string) {
    this.clientId = clientId;
    this.clientSecret = clientSecret;
  }

  abstract authorizationUrl(input: AuthorizationInput): string;
  abstract exchange(input: ExchangeInput): Promise<ProviderProfile>;
}

/** An OIDC authorization URL with PKCE (arctic) plus the nonce and the shopper's language under `localeParam`. */
function oidcUrl(client: arctic.Google | arctic.Line, input: AuthorizationInput, localeParam: string): string {
  const url = client.createAuthorizationURL(input.state, input.codeVerifier, SCOPES);
  url.searchParams.set("nonce", input.nonce);
  url.searchParams.set(localeParam, input.locale);
  return url.toString();
}

/** First and last name from a provider's given/family names, else split from its display name. */
function namesOf(first: string, last: string, full: string): { firstName: string; lastName: string } {
  return first || last ? { firstName: first.slice(0, 60), lastName: last.slice(0, 60) } : splitName(full);
}

/**
 * Google OpenID Connect with PKCE. The ID token comes straight from the token endpoint over TLS, so its claims are
 * checked (aud, iss, exp, nonce) without a JWKS signature check (OIDC Core §3.1.3.7).
 */
export class GoogleProvider extends RealProvider {
  readonly name = "google" as const;

  authorizationUrl(input: AuthorizationInput): string {
    return oidcUrl(new arctic.Google(this.clientId, this.clientSecret, input.redirectUri), input, "hl");
  }

  exchange(input: ExchangeInput): Promise<ProviderProfile> {
    return guarded(async () => {
      const tokens = await new arctic.Google(this.clientId, this.clientSecret, input.redirectUri)
        .validateAuthorizationCode(input.code, input.codeVerifier);
      const claims = idClaims(tokens);
      checkCommon(claims, this.clientId, input.nonce, ["https://accounts.google.com", "accounts.google.com"]);
      const names = namesOf(str(claims.given_name), str(claims.family_name), str(claims.name));
      return {
        subject: str(claims.sub), email: str(claims.email) || null, emailVerified: claims.email_verified === true,
        ...names,
      };
    });
  }
}

/**
 * LINE Login v2.1 with PKCE. Web-login ID tokens are HS256 signed with the channel secret: the signature is checked
 * here with it. LINE shares only e-mails it has verified (and only with the e-mail permission).
 */
export class LineProvider extends RealProvider {
  readonly name = "line" as const;

  authorizationUrl(input: AuthorizationInput): string {
    return oidcUrl(new arctic.Line(this.clientId, this.clientSecret, input.redirectUri), input, "ui_locales");
  }

  private verifySignature(idToken: string): void {
    const [header, payload, signature] = idToken.split(".");
    if (!header || !payload || !signature) throw new OAuthFailure("id token shape");
    const expected = createHmac("sha256", this.clientSecret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new OAuthFailure(
      "id token signature");
  }

  exchange(input: ExchangeInput): Promise<ProviderProfile> {
    return guarded(async () => {
      const tokens = await new arctic.Line(this.clientId, this.clientSecret, input.redirectUri)
        .validateAuthorizationCode(input.code, input.codeVerifier);
      this.verifySignature(tokens.idToken());
      const claims = idClaims(tokens);
      checkCommon(claims, this.clientId, input.nonce, ["https://access.line.me"]);
      const email = str(claims.email) || null;
      return { subject: str(claims.sub), email, emailVerified: email !== null, ...splitName(str(claims.name)) };
    });
  }
}

/**
 * Facebook Login, the plain OAuth code flow (its OIDC + PKCE manual flow is still "in testing"): the code gives an
 * access token, the Graph API `/me` the account. Facebook shares only confirmed e-mail addresses.
 */
export class FacebookProvider extends RealProvider {
  readonly name = "facebook" as const;

  authorizationUrl(input: AuthorizationInput): string {
    return new arctic.Facebook(this.clientId, this.clientSecret, input.redirectUri)
      .createAuthorizationURL(input.state, ["email", "public_profile"]).toString();
  }

  exchange(input: ExchangeInput): Promise<ProviderProfile> {
    return guarded(async () => {
      const tokens = await new arctic.Facebook(this.clientId, this.clientSecret, input.redirectUri)
        .validateAuthorizationCode(input.code);
      const url = new URL(`${GRAPH}/me`);
      url.searchParams.set("fields", "id,email,first_name,last_name,name");
      url.searchParams.set("access_token", tokens.accessToken());
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new OAuthFailure(`graph /me answered ${response.status}`);
      const me = (await response.json()) as Claims;
      if (!str(me.id)) throw new OAuthFailure("graph /me without id");
      const email = str(me.email) || null;
      const names = namesOf(str(me.first_name), str(me.last_name), str(me.name));
      return { subject: str(me.id), email, emailVerified: email !== null, ...names };
    });
  }
}

export function realProvider(name: SocialProvider, clientId: string, clientSecret: string): OAuthProvider {
  if (name === "google") return new GoogleProvider(clientId, clientSecret);
  if (name === "line") return new LineProvider(clientId, clientSecret);
  return new FacebookProvider(clientId, clientSecret);
}
