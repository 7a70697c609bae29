import { getCookie, removeCookie, setCookie } from "./cookies.ts";
import { storageGet, storageRemove, storageSet } from "./storage.ts";

/**
 * Spec §4 auth storage: the token lives in the cookie `auth._token.local` (path /) and in localStorage under the
 * same key, as "Bearer <token>". Either copy counts, so a shopper stays signed in if one of them is cleared.
 */
export const AUTH_TOKEN_KEY = "auth._token.local";

export function readAuthToken(): string | null {
  const value = getCookie(AUTH_TOKEN_KEY) ?? storageGet(AUTH_TOKEN_KEY);
  return value && value.startsWith("Bearer ") && value.length > 7 ? value : null;
}

export function writeAuthToken(token: string, remember: boolean): void {
  const value = token.startsWith("Bearer ") ? token : `Bearer ${token}`;
  setCookie(AUTH_TOKEN_KEY, value, remember ? { days: 30 } : {});
  storageSet(AUTH_TOKEN_KEY, value);
}

export function clearAuthToken(): void {
  removeCookie(AUTH_TOKEN_KEY);
  storageRemove(AUTH_TOKEN_KEY);
}
