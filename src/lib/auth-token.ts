import { AUTH_TOKEN_KEY, isBearerToken } from "#contract/auth-cookie.ts";
import { getCookie, removeCookie, setCookie } from "./cookies.ts";
import { storageGet, storageRemove, storageSet } from "./storage.ts";

export { AUTH_TOKEN_KEY };

/** The token from its cookie or from localStorage (contract/auth-cookie.ts): either copy counts. */
export function readAuthToken(): string | null {
  const value = getCookie(AUTH_TOKEN_KEY) ?? storageGet(AUTH_TOKEN_KEY);
  return isBearerToken(value) ? value : null;
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
