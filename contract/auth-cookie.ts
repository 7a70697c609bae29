import { cookieValue } from "./cookies.ts";

/**
 * Spec §4 auth storage: the token lives in the cookie `auth._token.local` (path /) and in localStorage under the
 * same key, as "Bearer <token>" (URI-encoded in the cookie).
 */
export const AUTH_TOKEN_KEY = "auth._token.local";

/** A stored value that is a token: "Bearer " and something after it. */
export function isBearerToken(value: string | null): value is string {
  return value !== null && /^Bearer \S/.test(value);
}

/**
 * Whether a Cookie header carries a token. The server renders a member's header from it without knowing who the
 * member is, and the browser's first render, reading document.cookie, says the same.
 */
export function carriesAuthToken(cookieHeader: string | undefined): boolean {
  return isBearerToken(cookieValue(cookieHeader, AUTH_TOKEN_KEY));
}
