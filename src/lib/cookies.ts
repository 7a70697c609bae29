// Small cookie helpers for the browser. Values are URI-encoded; every cookie is path / and SameSite=Lax so the
// locale and auth cookies reach every route, including /th/... deep links. Over HTTPS every cookie is also Secure,
// so the bearer token never travels in clear text (docs/decisions/0182-token-storage-and-csp.md).

import { cookieValue } from "#contract/cookies.ts";

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  path?: string;
}

export function getCookie(name: string): string | null {
  return typeof document === "undefined" ? null : cookieValue(document.cookie, name);
}

/** `; Secure` when the page was served over HTTPS; over HTTP (development) a Secure cookie would not be kept. */
function secure(): string {
  return typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
}

export function setCookie(name: string, value: string, { days, path = "/" }: CookieOptions = {}): void {
  if (typeof document === "undefined") return;
  const expires = days === undefined ? "" : `; max-age=${Math.round(days * 86_400)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${expires}; path=${path}; SameSite=Lax${secure()}`;
}

export function removeCookie(name: string, path = "/"): void {
  if (typeof document === "undefined") return;
  document.cookie = `${name}=; max-age=0; path=${path}; SameSite=Lax${secure()}`;
}
