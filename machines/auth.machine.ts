import { assign, emit, fromPromise, setup } from "xstate";
import type { SocialProvider, User } from "../contract/auth.ts";
import { errorCodeOf, type ErrorCode } from "../contract/errors.ts";
import { notProvided } from "./not-provided.ts";

/**
 * Spec §4 Auth: who the shopper is. The token and user come from the server; every effect outside the machine
 * (token storage, toasts, navigation, the dialog, the page reload, the provider redirect) is a named action the app
 * provides. Events may carry a `requestId`; the machine emits `auth.settled` with it when that command has finished.
 */
export type AuthCommand =
  | { type: "auth.signIn"; email: string; password: string; remember: boolean; requestId?: string }
  | { type: "auth.register"; email: string; password: string; passwordConfirmation: string; requestId?: string }
  | { type: "auth.social"; provider: SocialProvider; requestId?: string }
  | { type: "auth.completeSocial"; provider: SocialProvider; code: string; state: string; requestId?: string }
  | { type: "auth.signOut"; requestId?: string }
  /** After a profile edit: with the answer's user it is taken as is, without one the member is loaded again. */
  | { type: "auth.refresh"; user?: User; requestId?: string };
export type AuthEvent = AuthCommand;
export type AuthCommandType = AuthCommand["type"];

/** What sign-in, registration and social completion answer (contract AuthResponse, flattened by src/api/auth.ts). */
export interface AuthResult {
  token: string;
  user: User;
  /** The member's cart after a guest cart merged into it; null when the member has none. */
  cartId: string | null;
}

export interface AuthFailure {
  command: AuthCommandType | "auth.init";
  code: ErrorCode;
}

export interface AuthContext {
  user: User | null;
  /** A token was in auth storage when the app started. */
  hadToken: boolean;
  failure: AuthFailure | null;
  /** The command being worked on (its requestId settles it). */
  current: AuthCommand | null;
}

export interface AuthInput {
  hadToken: boolean;
}

export type AuthSettled =
  | { type: "auth.settled"; requestId: string | undefined; command: AuthCommandType; ok: true }
  | { type: "auth.settled"; requestId: string | undefined; command: AuthCommandType; ok: false; code: ErrorCode; error: unknown };

/** Which success message the app's toast shows (spec §8). */
export type AuthToastKind = "signedIn" | "registered" | "signedOut";

function commandOf<T extends AuthCommandType>(context: AuthContext, type: T): Extract<AuthCommand, { type: T }> {
  const current = context.current;
  if (current?.type !== type) throw new Error(`expected ${type}, running ${current?.type ?? "nothing"}`);
  return current as Extract<AuthCommand, { type: T }>;
}

interface Rejection {
  event: { error: unknown };
}
interface Answer {
  event: { output: AuthResult };
}

const rejection = ({ event }: Rejection) => ({ error: event.error });

/** A command failed: the code is kept, the app shows the server's message, the caller hears how it ended. */
const failed = {
  target: "anonymous",
  actions: [
    { type: "recordFailure", params: rejection },
    { type: "toastFailure", params: ({ context, event }: { context: AuthContext; event: { error: unknown } }) => ({ command: context.current?.type ?? "auth.signIn", error: event.error }) },
    { type: "settleFailed", params: rejection },
  ],
} as const;

/** The answer's token is stored (with the remember choice) and its cart becomes the shopper's cart. */
const takeSession = (remember: (context: AuthContext) => boolean) =>
  [
    { type: "takeUser", params: ({ event }: Answer) => ({ user: event.output.user }) },
    { type: "storeToken", params: ({ context, event }: Answer & { context: AuthContext }) => ({ token: event.output.token, remember: remember(context) }) },
    { type: "adoptCart", params: ({ event }: Answer) => ({ cartId: event.output.cartId }) },
  ] as const;

/** Signing out always ends the session here, even when the server could not be told. */
const signedOut = ["clearToken", "forgetUser", { type: "adoptCart", params: { cartId: null } }, "navigateHome", { type: "toast", params: { kind: "signedOut" } }, "settleOk"] as const;

export const AUTH_DELAYS = { reloadDelay: 2000 } as const;

export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthSettled,
  },
  actors: {
    loadUser: fromPromise<User, void>(notProvided("loadUser")),
    signIn: fromPromise<AuthResult, { email: string; password: string; remember: boolean }>(notProvided("signIn")),
    register: fromPromise<AuthResult, { email: string; password: string; passwordConfirmation: string }>(notProvided("register")),
    requestSocialUrl: fromPromise<string, { provider: SocialProvider }>(notProvided("requestSocialUrl")),
    completeSocial: fromPromise<AuthResult, { provider: SocialProvider; code: string; state: string }>(notProvided("completeSocial")),
    signOut: fromPromise<void, void>(notProvided("signOut")),
  },
  actions: {
    // Effects the app provides (src/app/providers/AuthProvider.tsx).
    storeToken: (_, _params: { token: string; remember: boolean }) => {},
    clearToken: () => {},
    adoptCart: (_, _params: { cartId: string | null }) => {},
    closeDialog: () => {},
    navigateHome: () => {},
    reloadPage: () => {},
    redirectToProvider: (_, _params: { url: string }) => {},
    toast: (_, _params: { kind: AuthToastKind }) => {},
    toastFailure: (_, _params: { command: AuthCommandType; error: unknown }) => {},
    logInitError: (_, _params: { error: unknown }) => {},

    take: assign({ current: ({ event }) => event, failure: null }),
    takeUser: assign({ user: (_, params: { user: User }) => params.user, failure: null }),
    forgetUser: assign({ user: null }),
    recordFailure: assign({
      failure: ({ context }, params: { error: unknown }) => ({ command: context.current?.type ?? "auth.init", code: errorCodeOf(params.error) }),
    }),
    recordInitFailure: assign({ failure: (_, params: { error: unknown }) => ({ command: "auth.init" as const, code: errorCodeOf(params.error) }) }),
    settleOk: emit(({ context }) => ({
      type: "auth.settled" as const,
      requestId: context.current?.requestId,
      command: context.current?.type ?? "auth.refresh",
      ok: true as const,
    })),
    settleFailed: emit(({ context }, params: { error: unknown }) => ({
      type: "auth.settled" as const,
      requestId: context.current?.requestId,
      command: context.current?.type ?? "auth.refresh",
      ok: false as const,
      code: errorCodeOf(params.error),
      error: params.error,
    })),
  },
  guards: {
    hasToken: ({ context }) => context.hadToken,
    isUnauthorized: (_, params: { error: unknown }) => errorCodeOf(params.error) === "unauthorized",
    hasUser: ({ event }) => event.type === "auth.refresh" && event.user !== undefined,
  },
  delays: {
    reloadDelay: AUTH_DELAYS.reloadDelay,
  },
}).createMachine({
  id: "auth",
  description: "Who the shopper is: anonymous or a signed-in member, and the commands that change it.",
  context: ({ input }) => ({ user: null, hadToken: input.hadToken, failure: null, current: null }),
  initial: "init",
  states: {
    init: {
      description: "The app starts: the stored token is read and, with one, the member is loaded (GET api/user/me).",
      initial: "readingToken",
      states: {
        readingToken: {
          description: "Is there a stored token?",
          always: [
            { guard: "hasToken", target: "loadingUser" },
            { target: "#auth.anonymous", description: "No token: the shopper is a guest." },
          ],
        },
        loadingUser: {
          description: "Loading the member the stored token belongs to.",
          invoke: {
            src: "loadUser",
            onDone: { target: "#auth.signedIn", actions: { type: "takeUser", params: ({ event }) => ({ user: event.output }) } },
            onError: [
              {
                guard: { type: "isUnauthorized", params: rejection },
                target: "#auth.anonymous",
                description: "The token expired or was revoked: it is cleared and the shopper is a guest.",
                actions: ["clearToken", { type: "recordInitFailure", params: rejection }],
              },
              {
                target: "#auth.anonymous",
                description: "Any other failure is unexpected: it is logged; the token stays for the next visit.",
                actions: [{ type: "recordInitFailure", params: rejection }, { type: "logInitError", params: rejection }],
              },
            ],
          },
        },
      },
    },
    anonymous: {
      description: "A guest: the header offers Log in; sign-in, sign-up and social login start here.",
      on: {
        "auth.signIn": { target: "signingIn", actions: "take" },
        "auth.register": { target: "registering", actions: "take" },
        "auth.social": { target: "socialRedirect", actions: "take" },
        "auth.completeSocial": { target: "completingSocial", actions: "take" },
      },
    },
    signingIn: {
      description: "POST api/auth/login with the guest's cart id to merge.",
      invoke: {
        src: "signIn",
        input: ({ context }) => {
          const { email, password, remember } = commandOf(context, "auth.signIn");
          return { email, password, remember };
        },
        onDone: {
          target: "signedIn.reloading",
          description: "Token stored, dialog closed, 'Signed in successfully.'; the page reloads after 2 s.",
          actions: [
            ...takeSession((context) => commandOf(context, "auth.signIn").remember),
            "closeDialog",
            { type: "toast", params: { kind: "signedIn" } },
            "settleOk",
          ],
        },
        onError: failed,
      },
    },
    registering: {
      description: "POST api/auth/register with the guest's cart id to merge.",
      invoke: {
        src: "register",
        input: ({ context }) => {
          const { email, password, passwordConfirmation } = commandOf(context, "auth.register");
          return { email, password, passwordConfirmation };
        },
        onDone: {
          target: "signedIn",
          description: "Token stored (session cookie), the shopper goes home and 'Registered successfully.' shows for 2 s.",
          actions: [
            ...takeSession(() => false),
            "closeDialog",
            "navigateHome",
            { type: "toast", params: { kind: "registered" } },
            "settleOk",
          ],
        },
        onError: failed,
      },
    },
    socialRedirect: {
      description: "Asking the provider URL (GET api/auth/social/request-url); the browser then leaves for the provider.",
      invoke: {
        src: "requestSocialUrl",
        input: ({ context }) => ({ provider: commandOf(context, "auth.social").provider }),
        onDone: {
          target: "anonymous",
          description: "The app sends the browser to the provider's consent page.",
          actions: [{ type: "redirectToProvider", params: ({ event }) => ({ url: event.output }) }, "settleOk"],
        },
        onError: failed,
      },
    },
    completingSocial: {
      description: "The provider came back to /auth/social/{provider}: POST api/auth/social/token with code and state.",
      invoke: {
        src: "completeSocial",
        input: ({ context }) => {
          const { provider, code, state } = commandOf(context, "auth.completeSocial");
          return { provider, code, state };
        },
        onDone: {
          target: "signedIn",
          description: "Token stored (30 days, like 'remember'); the page moves on to /login, the redirect target.",
          actions: [...takeSession(() => true), { type: "toast", params: { kind: "signedIn" } }, "settleOk"],
        },
        onError: failed,
      },
    },
    signedIn: {
      description: "A member: the account icon shows; the member can sign out or be refreshed after a profile edit.",
      initial: "settled",
      on: {
        "auth.signOut": { target: ".signingOut", actions: "take" },
        "auth.refresh": [
          {
            guard: "hasUser",
            target: ".settled",
            description: "The edit answered the member: taken as is.",
            actions: ["take", { type: "takeUser", params: ({ event }) => ({ user: event.user! }) }, "settleOk"],
          },
          { target: ".refreshing", actions: "take" },
        ],
      },
      states: {
        settled: { description: "Nothing in flight." },
        reloading: {
          description: "Just signed in: the page reloads after 2 s so every part shows the member's view.",
          after: { reloadDelay: { target: "settled", actions: "reloadPage" } },
        },
        refreshing: {
          description: "Loading the member again (GET api/user/me).",
          invoke: {
            src: "loadUser",
            onDone: {
              target: "settled",
              actions: [{ type: "takeUser", params: ({ event }) => ({ user: event.output }) }, "settleOk"],
            },
            onError: [
              {
                guard: { type: "isUnauthorized", params: rejection },
                target: "#auth.anonymous",
                description: "The token is no longer valid (signed out elsewhere, account deleted): cleared, the member's cart id forgotten; the shopper is a guest.",
                actions: [
                  "clearToken", "forgetUser", { type: "adoptCart", params: { cartId: null } },
                  { type: "recordFailure", params: rejection }, { type: "settleFailed", params: rejection },
                ],
              },
              {
                target: "settled",
                description: "Could not reload (offline): the member stays as shown.",
                actions: [{ type: "recordFailure", params: rejection }, { type: "settleFailed", params: rejection }],
              },
            ],
          },
        },
        signingOut: {
          description: "POST api/auth/logout revokes the token.",
          invoke: {
            src: "signOut",
            onDone: { target: "#auth.anonymous", description: "Token cleared, cart id forgotten, home, 'Log out successfully!'.", actions: signedOut },
            onError: {
              target: "#auth.anonymous",
              description: "The server could not be told: the session still ends on this device.",
              actions: signedOut,
            },
          },
        },
      },
    },
  },
});
