import type { Locale } from "#contract/locale.ts";
import type { SearchHit, StaffSession, Story, StuckItem, SupportAction } from "#contract/support.ts";
import { storageGet, storageRemove, storageSet } from "#lib/storage.ts";

// The console's calls (decision 0150). Staff tokens are not the shop's: they are kept under their own key and sent
// only to api/staff and api/support, never through the shop's client (which sends the shopper's token).

const KEY = "skinstate.staff";

export function readStaffSession(now = Date.now()): StaffSession | null {
  try {
    const session = JSON.parse(storageGet(KEY) ?? "null") as StaffSession | null;
    return session && Date.parse(session.expires_at) > now ? session : null;
  } catch {
    return null;
  }
}

export const forgetStaffSession = () => storageRemove(KEY);

/** A refused call: the status, the API's code and its message in the staff member's language. */
export class SupportError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "SupportError";
    this.status = status;
    this.code = code;
  }
}

export const keepStaffSession = (session: StaffSession) => storageSet(KEY, JSON.stringify(session));

type Init = { method?: string; body?: unknown; token?: string };

async function call<T>(path: string, locale: Locale, init: Init = {}): Promise<T> {
  const { token } = init;
  let res: Response;
  try {
    res = await fetch(`/${path}`, {
      method: init.method ?? "GET",
      headers: {
        accept: "application/json", "accept-language": locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: init.body === undefined ? null : JSON.stringify(init.body),
    });
  } catch {
    throw new SupportError(0, "network_error", "");
  }
  const body = (await res.json().catch(() => ({}))) as { data?: T; code?: string; message?: string };
  if (!res.ok) throw new SupportError(res.status, body.code ?? "internal_error", body.message ?? "");
  return body.data as T;
}

// The token comes from the console's machine (machines/support-console.machine.ts), which keeps the session.
export const signIn = (email: string, password: string, locale: Locale) =>
  call<StaffSession>("api/staff/sign-in", locale, { method: "POST", body: { email, password } });
export const signOut = (token: string, locale: Locale) =>
  call("api/staff/sign-out", locale, { method: "POST", body: {}, token }).then(() => undefined);
export const fetchStuck = (token: string, locale: Locale) => call<StuckItem[]>("api/support/stuck", locale, { token });
export const searchOrders = (token: string, q: string, locale: Locale) =>
  call<SearchHit[]>(`api/support/orders?q=${encodeURIComponent(q)}`, locale, { token });
export const fetchStory = (token: string, number: string, locale: Locale) =>
  call<Story>(`api/support/orders/${encodeURIComponent(number)}`, locale, { token });
export const runAction = (token: string, number: string, action: SupportAction, reason: string, locale: Locale) =>
  call<{ changed: boolean; status: string; story: Story }>(
    `api/support/orders/${encodeURIComponent(number)}/${action}`, locale, { method: "POST", body: { reason }, token });
