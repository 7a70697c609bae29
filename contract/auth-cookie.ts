/**
 * Spec §4 auth storage: the token lives in the cookie `auth._token.local` (path /) and in localStorage under the
 * same key, as "Bearer <token>" (URI-encoded in the cookie).
 */
export const AUTH_TOKEN_KEY = "auth._token.local";

/**
 * Whether a Cookie header (the request's, or the browser's document.cookie) carries a token. The server renders a
 * member's header from it without knowing who the member is, and the browser's first render says the same.
 */
export function carriesAuthToken(cookieHeader: string | undefined): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== AUTH_TOKEN_KEY) continue;
    const value = part.slice(at + 1).trim();
    return /^Bearer(%20| )\S/.test(value);
  }
  return false;
}
