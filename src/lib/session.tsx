import { useCallback, useMemo, useSyncExternalStore } from "react";
import type { SnapshotFrom } from "xstate";
import type { SocialProvider, User } from "#contract/auth.ts";
import type { ErrorCode } from "#contract/errors.ts";
import type { AuthCommand, authMachine } from "#machines/auth.machine.ts";
import type { ShopActors } from "#machines/shop.machine.ts";
import { request } from "./request.ts";
import { useShopActor } from "./shop.tsx";
import { pastServerView, subscribeHydration } from "./ssr.ts";

export type AuthActor = ShopActors["auth"];
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/**
 * How a command ended. A refusal carries the contract code, the server's message (already in the shopper's
 * language) and its field messages (ApiError.errors), so a form can show them under the same fields.
 */
export type AuthOutcome =
  | { ok: true }
  | { ok: false; code: ErrorCode; message: string; fields: Record<string, string[]>; retryAfter?: number | undefined };
export type AuthFailure = Extract<AuthOutcome, { ok: false }>;

export interface Session {
  /** The signed-in member (contract User), null for a guest. */
  user: User | null;
  /** A member is signed in (the account icon shows, spec §2). */
  signedIn: boolean;
  /** The stored token has been checked (false only while the app starts). */
  ready: boolean;
  /** A sign-in, registration, social step or sign-out is in flight. */
  busy: boolean;
  signIn: (input: { email: string; password: string; remember: boolean }) => Promise<AuthOutcome>;
  register: (input: { email: string; password: string; passwordConfirmation: string }) => Promise<AuthOutcome>;
  /** Asks the provider URL; on success the browser leaves for the provider. */
  social: (provider: SocialProvider) => Promise<AuthOutcome>;
  completeSocial: (input: { provider: SocialProvider; code: string; state: string }) => Promise<AuthOutcome>;
  signOut: () => Promise<AuthOutcome>;
  /** After a profile, phone or verification change: the server's answer is the member now. */
  refresh: (user: User) => Promise<AuthOutcome>;
  /** The member deleted the account: the session ends on this device. */
  accountDeleted: () => Promise<AuthOutcome>;
}

/** The refusal a rejected call carries (src/api's ApiError, read by shape). */
export function outcomeOfError(code: ErrorCode, error: unknown): AuthFailure {
  const record = error && typeof error === "object" ? (error as Record<string, unknown>) : {};
  const message = typeof record.message === "string" ? record.message : "";
  const fields = record.errors && typeof record.errors === "object" ? (record.errors as Record<string, string[]>) : {};
  const retryAfter = typeof record.retryAfter === "number" ? record.retryAfter : undefined;
  return { ok: false, code, message, fields, retryAfter };
}

/** Sends an auth command and resolves with how it ended (src/lib/request.ts). */
async function requestAuth(actor: AuthActor, command: AuthCommand): Promise<AuthOutcome> {
  const outcome = await request(actor, command);
  return outcome.ok ? outcome : outcomeOfError(outcome.code, outcome.error);
}

const BUSY_STATES = ["signingIn", "registering", "socialRedirect", "completingSocial",
  { signedIn: "signingOut" }] as const;

/** Signed in, as the page may show it: a guest's until the page has hydrated. */
const signedInNow = (s: AuthSnapshot, hydrated: boolean) => hydrated && s.matches("signedIn");
const memberNow = (s: AuthSnapshot, hydrated: boolean) => signedInNow(s, hydrated) ? s.context.user : null;

/**
 * The session for any page: the member, whether signed in, and promise commands on the auth actor. While a
 * server-rendered page hydrates it is a guest's, as the server rendered it; the member shows right after.
 */
export function useSession(): Session {
  const actor = useShopActor("auth");
  const user = useAuthView(memberNow);
  const signedIn = useAuthView(signedInNow);
  const ready = useAuthView((s, hydrated) => hydrated && !s.matches("init"));
  const busy = useAuthView((s) => BUSY_STATES.some((state) => s.matches(state)));
  return useMemo<Session>(() => {
    const run = (command: AuthCommand) => requestAuth(actor, command);
    return {
      user: signedIn ? user : null,
      signedIn,
      ready,
      busy,
      signIn: (input) => run({ type: "auth.signIn", ...input }),
      register: (input) => run({ type: "auth.register", ...input }),
      social: (provider) => run({ type: "auth.social", provider }),
      completeSocial: (input) => run({ type: "auth.completeSocial", ...input }),
      signOut: () => run({ type: "auth.signOut" }),
      refresh: (next) => run({ type: "auth.refresh", user: next }),
      accountDeleted: () => run({ type: "auth.accountDeleted" }),
    };
  }, [actor, user, signedIn, ready, busy]);
}

/** Where a shopper leaving for a social provider (or arriving at /login) returns afterwards. */
const RETURN_KEY = "auth.return_to";

/** Remembers the page the shopper is on (not /login or the callback itself) for after the sign-in. */
export function rememberReturnPath(path = `${window.location.pathname}${window.location.search}`): void {
  if (/\/(login|auth\/social\/[^/]+)$/.test(window.location.pathname)
    && path === `${window.location.pathname}${window.location.search}`) return;
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage refused (private mode): the shopper lands on the home page instead.
  }
}

/** The path when it stays on this site (never another origin: `//host` or `/\\host`); null otherwise. */
export function sameSitePath(path: string | null | undefined): string | null {
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : null;
}

/** The remembered page, once (a same-site path only); null when there is none. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return sameSitePath(path);
  } catch {
    return null;
  }
}

/** `useSyncExternalStore` over the auth actor and the page's hydration: renders again only when `read` changes. */
function useAuthView<T>(read: (snapshot: AuthSnapshot, hydrated: boolean) => T): T {
  const actor = useShopActor("auth");
  const subscribe = useCallback((onChange: () => void) => {
    const subscription = actor.subscribe(onChange);
    const stop = subscribeHydration(onChange);
    return () => {
      subscription.unsubscribe();
      stop();
    };
  }, [actor]);
  // The server's view while hydrating: a section React hydrates late reads it too, then the browser's.
  return useSyncExternalStore(subscribe, () => read(actor.getSnapshot(), pastServerView()),
    () => read(actor.getSnapshot(), false));
}

/**
 * The member alone, for server-rendered pages: a guest's until the page has hydrated, like `useSession`, but the
 * component renders again only when the member changes. With `useSession` a guest's whole product page rendered a
 * second time once the stored token had been checked, on a phone's main thread during load.
 */
export function useMember(): { signedIn: boolean; user: User | null } {
  const signedIn = useAuthView(signedInNow);
  const user = useAuthView(memberNow);
  return useMemo(() => ({ signedIn, user }), [signedIn, user]);
}

/**
 * Whether the header shows a member: `hint` (the auth cookie the server saw) until the page has hydrated and the
 * stored token has been checked, then the session's answer.
 */
export function useMemberShown(hint: boolean): boolean {
  return useAuthView((s, hydrated) => hydrated && !s.matches("init") ? s.matches("signedIn") : hint);
}

/** Signs the member out; the same function for the life of the page. */
export function useSignOut(): () => Promise<AuthOutcome> {
  const actor = useShopActor("auth");
  return useCallback(() => requestAuth(actor, { type: "auth.signOut" }), [actor]);
}
