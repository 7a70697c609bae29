import { AUTH_TOKEN_KEY, isBearerToken } from "#contract/auth-cookie.ts";
import { getCookie, removeCookie, setCookie } from "./cookies.ts";
import { storageGet, storageRemove, storageSet } from "./storage.ts";

export { AUTH_TOKEN_KEY };

/** The token from its cookie or from storage (contract/auth-cookie.ts): any copy counts. */
export function readAuthToken(): string | null {
  const value = getCookie(AUTH_TOKEN_KEY) ?? storageGet(AUTH_TOKEN_KEY) ?? storageGet(AUTH_TOKEN_KEY, "session");
  return isBearerToken(value) ? value : null;
}

/**
 * "Remember me" keeps the token 30 days (cookie and localStorage); without it both copies end with the browser
 * session (a session cookie and sessionStorage), so the next person at a shared computer is not signed in.
 */
export function writeAuthToken(token: string, remember: boolean): void {
  const value = token.startsWith("Bearer ") ? token : `Bearer ${token}`;
  setCookie(AUTH_TOKEN_KEY, value, remember ? { days: 30 } : {});
  storageSet(AUTH_TOKEN_KEY, value, remember ? "local" : "session");
  storageRemove(AUTH_TOKEN_KEY, remember ? "session" : "local");
}

export function clearAuthToken(): void {
  removeCookie(AUTH_TOKEN_KEY);
  storageRemove(AUTH_TOKEN_KEY);
  storageRemove(AUTH_TOKEN_KEY, "session");
}
