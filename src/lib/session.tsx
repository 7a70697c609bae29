import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { SocialProvider, User } from "../../contract/auth.ts";
import type { ErrorCode } from "../../contract/errors.ts";
import { authMachine, type AuthCommand } from "../../machines/auth.machine.ts";

export type AuthActor = ActorRefFrom<typeof authMachine>;
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/**
 * How a command ended. A refusal carries the contract code, the server's message (already in the shopper's
 * language) and its field messages (ApiError.errors), so a form can show them under the same fields.
 */
export type AuthOutcome =
  | { ok: true }
  | { ok: false; code: ErrorCode; message: string; fields: Record<string, string[]>; retryAfter?: number | undefined };
export type AuthFailure = Extract<AuthOutcome, { ok: false }>;

/** Calls that do not change who the shopper is; the app provides them (features never import src/api). */
export interface AuthServices {
  /** Resolves with the server's message (the same whether or not the e-mail is registered). */
  requestPasswordReset: (email: string) => Promise<{ ok: true; message: string } | AuthFailure>;
  confirmPasswordReset: (input: { email: string; token: string; password: string; passwordConfirmation: string }) => Promise<AuthOutcome>;
}

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
  /** After a profile edit: takes the answer's member, or loads the member again. */
  refresh: (user?: User) => Promise<AuthOutcome>;
  requestPasswordReset: AuthServices["requestPasswordReset"];
  confirmPasswordReset: AuthServices["confirmPasswordReset"];
}

export interface AuthValue {
  actor: AuthActor;
  services: AuthServices;
}

export const AuthActorContext = createContext<AuthValue | null>(null);

function useAuthValue(): AuthValue {
  const value = useContext(AuthActorContext);
  if (value === null) throw new Error("useSession must be used inside <AuthProvider>");
  return value;
}

export function useAuthActor(): AuthActor {
  return useAuthValue().actor;
}

/** The refusal a rejected call carries (src/api's ApiError, read by shape). */
export function outcomeOfError(code: ErrorCode, error: unknown): AuthFailure {
  const record = error && typeof error === "object" ? (error as Record<string, unknown>) : {};
  const message = typeof record.message === "string" ? record.message : "";
  const fields = record.errors && typeof record.errors === "object" ? (record.errors as Record<string, string[]>) : {};
  const retryAfter = typeof record.retryAfter === "number" ? record.retryAfter : undefined;
  return { ok: false, code, message, fields, retryAfter };
}

let nextRequest = 0;

/** Sends a command and resolves when the machine has finished it. */
export function runAuthCommand(actor: AuthActor, command: AuthCommand): Promise<AuthOutcome> {
  const requestId = `auth-${++nextRequest}`;
  const event = { ...command, requestId };
  // A command the current state ignores (e.g. sign-in while signed in, or anything while starting) never settles:
  // answer at once. Checked before sending: a send from inside the actor's own update is queued, not applied yet.
  if (!actor.getSnapshot().can(event)) return Promise.resolve({ ok: false, code: "conflict", message: "", fields: {} });
  return new Promise((resolve) => {
    const subscription = actor.on("auth.settled", (settled) => {
      if (settled.requestId !== requestId) return;
      subscription.unsubscribe();
      resolve(settled.ok ? { ok: true } : outcomeOfError(settled.code, settled.error));
    });
    actor.send(event);
  });
}

const BUSY_STATES = ["signingIn", "registering", "socialRedirect", "completingSocial", { signedIn: "signingOut" }] as const;

/** The session for any page: the member, whether signed in, and promise commands. */
export function useSession(): Session {
  const { actor, services } = useAuthValue();
  const user = useSelector(actor, (s) => s.context.user);
  const signedIn = useSelector(actor, (s) => s.matches("signedIn"));
  const ready = useSelector(actor, (s) => !s.matches("init"));
  const busy = useSelector(actor, (s) => BUSY_STATES.some((state) => s.matches(state)));
  return useMemo<Session>(() => {
    const run = (command: AuthCommand) => runAuthCommand(actor, command);
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
      refresh: (next) => run(next ? { type: "auth.refresh", user: next } : { type: "auth.refresh" }),
      requestPasswordReset: services.requestPasswordReset,
      confirmPasswordReset: services.confirmPasswordReset,
    };
  }, [actor, services, user, signedIn, ready, busy]);
}

/** Where a shopper leaving for a social provider (or arriving at /login) returns afterwards. */
const RETURN_KEY = "auth.return_to";

/** Remembers the page the shopper is on (not /login or the callback itself) for after the sign-in. */
export function rememberReturnPath(path = `${window.location.pathname}${window.location.search}`): void {
  if (/\/(login|auth\/social\/[^/]+)$/.test(window.location.pathname) && path === `${window.location.pathname}${window.location.search}`) return;
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

const guestServices: AuthServices = {
  requestPasswordReset: async () => ({ ok: false, code: "internal_error", message: "", fields: {} }),
  confirmPasswordReset: async () => ({ ok: false, code: "internal_error", message: "", fields: {} }),
};

/**
 * A guest-only session for rendering parts of the shop on their own (tests, previews): the auth machine without a
 * token and without effects. The app itself uses AuthProvider (src/app/providers).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(authMachine, { input: { hadToken: false } });
  const value = useMemo<AuthValue>(() => ({ actor, services: guestServices }), [actor]);
  return <AuthActorContext.Provider value={value}>{children}</AuthActorContext.Provider>;
}
