import { assign, emit, sendTo, setup } from "xstate";
import type { User } from "#contract/auth.ts";
import { errorCodeOf } from "#contract/errors.ts";
import {
  authRequests, commandOf, type AuthCommandType, type AuthContext, type AuthEvent, type AuthInput,
} from "./auth-command.ts";
import { adoptAnswerCart, failed, guestCartId, rejection, signedOut, takeSession } from "./auth-transitions.ts";
import { settledFailed, settledOk, type Settled } from "./command.ts";
import { inSystem } from "./system.ts";
import type { ToastNotice } from "./toast.machine.ts";

export * from "./auth-command.ts";

export type AuthSettled = Settled<AuthCommandType>;

export const AUTH_DELAYS = { reloadDelay: 2000 } as const;

/**
 * Spec §4 Auth (systemId `auth`): who the shopper is. Token storage, navigation, the page reload and the provider
 * redirect are named actions the app provides; the cart, the dialog and toasts are reached through the shop's actor
 * system (decision 0090).
 */
export const authMachine = setup({
  types: {
    input: {} as AuthInput,
    context: {} as AuthContext,
    events: {} as AuthEvent,
    emitted: {} as AuthSettled,
  },
  actors: authRequests,
  actions: {
    // Effects the app provides (src/app/actors/auth.ts).
    storeToken: (_, _params: { token: string; remember: boolean }) => {},
    clearToken: () => {},
    navigateHome: () => {},
    reloadPage: () => {},
    redirectToProvider: (_, _params: { url: string }) => {},
    logInitError: (_, _params: { error: unknown }) => {},

    // The other global machines, found by systemId.
    adoptCart: sendTo(inSystem("cart"), (_, { cartId }: { cartId: string | null }) =>
      cartId ? { type: "cart.adopt", cartId } : { type: "cart.forget" }),
    rememberCart: sendTo(inSystem("cart"), (_, { cartId }: { cartId: string | null }) =>
      cartId ? { type: "cart.remember", cartId } : { type: "cart.forget" }),
    forgetCart: sendTo(inSystem("cart"), { type: "cart.forget" }),
    closeDialog: sendTo(inSystem("dialogStack"), { type: "dialog.close" }),
    askSignIn: sendTo(inSystem("dialogStack"), { type: "dialog.open", dialog: "signIn" }),
    toast: sendTo(inSystem("toastStack"), (_, { notice }: { notice: ToastNotice }) => ({
      type: "toast.show", status: "success", title: { notice },
    })),
    toastFailure: sendTo(inSystem("toastStack"), (_, { error }: { error: unknown }) => ({
      type: "toast.show", status: "error", title: { notice: "somethingWrong" }, message: { failure: error },
    })),

    take: assign({ current: ({ event }) => (event.type === "auth.requireMember" ? null : event), failure: null }),
    takeUser: assign({ user: (_, params: { user: User }) => params.user, failure: null }),
    forgetUser: assign({ user: null }),
    rememberMemberRequired: assign({ memberRequired: true }),
    dropMemberRequired: assign({ memberRequired: false }),
    recordFailure: assign({
      failure: ({ context }, params: { error: unknown }) => ({
        command: context.current?.type ?? "auth.init", code: errorCodeOf(params.error),
      }),
    }),
    recordInitFailure: assign({
      failure: (_, params: { error: unknown }) => ({ command: "auth.init" as const, code: errorCodeOf(params.error) }),
    }),
    settleOk: emit(({ context }) => settledOk(context.current ?? { type: "auth.refresh" })),
    settleFailed: emit(({ context }, params: { error: unknown }) =>
      settledFailed(context.current ?? { type: "auth.refresh" }, errorCodeOf(params.error), params.error)),
  },
  guards: {
    hasToken: ({ context }) => context.hadToken,
    isUnauthorized: (_, params: { error: unknown }) => errorCodeOf(params.error) === "unauthorized",
    isMemberRequired: ({ context }) => context.memberRequired,
  },
  delays: {
    reloadDelay: AUTH_DELAYS.reloadDelay,
  },
}).createMachine({
  id: "auth",
  description: "Who the shopper is: anonymous or a signed-in member, and the commands that change it.",
  context: ({ input }) => ({
    user: null, hadToken: input.hadToken, failure: null, current: null, memberRequired: false,
  }),
  initial: "init",
  states: {
    init: {
      description: "The app starts: the stored token is read and, with one, the member is loaded (GET api/user/me).",
      initial: "readingToken",
      on: {
        "auth.requireMember": { description: "Asked once the session is known.", actions: "rememberMemberRequired" },
      },
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
            onDone: {
              target: "#auth.signedIn",
              actions: { type: "takeUser", params: ({ event }) => ({ user: event.output }) },
            },
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
                actions: [
                  { type: "recordInitFailure", params: rejection }, { type: "logInitError", params: rejection },
                ],
              },
            ],
          },
        },
      },
    },
    anonymous: {
      description: "A guest: the header offers Log in; sign-in, sign-up and social login start here.",
      always: {
        guard: "isMemberRequired",
        description: "A members-only page asked while the session started: the sign-in dialog opens now.",
        actions: ["askSignIn", "dropMemberRequired"],
      },
      on: {
        "auth.requireMember": { description: "A members-only page: the sign-in dialog opens.", actions: "askSignIn" },
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
        input: ({ context, self }) => {
          const { email, password, remember } = commandOf(context, "auth.signIn");
          return { email, password, remember, cartId: guestCartId(self) };
        },
        onDone: {
          target: "signedIn.reloading",
          description: "Token stored, the member's cart id kept for the reload, dialog closed, a success toast",
          actions: [
            ...takeSession((context) => commandOf(context, "auth.signIn").remember),
            { type: "rememberCart", params: ({ event }) => ({ cartId: event.output.cartId }) },
            "closeDialog",
            { type: "toast", params: { notice: "signedIn" } },
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
        input: ({ context, self }) => {
          const { email, password, passwordConfirmation } = commandOf(context, "auth.register");
          return { email, password, passwordConfirmation, cartId: guestCartId(self) };
        },
        onDone: {
          target: "signedIn",
          description: "Token stored (session cookie), the cart adopted, home, and 'Registered successfully.' for 2 s.",
          actions: [
            ...takeSession(() => false), adoptAnswerCart, "closeDialog", "navigateHome",
            { type: "toast", params: { notice: "registered" } }, "settleOk",
          ],
        },
        onError: failed,
      },
    },
    socialRedirect: {
      description: "Asking the provider URL (GET api/auth/social/request-url); the browser then leaves for it.",
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
        input: ({ context, self }) => {
          const { provider, code, state } = commandOf(context, "auth.completeSocial");
          return { provider, code, state, cartId: guestCartId(self) };
        },
        onDone: {
          target: "signedIn",
          description: "Token stored (30 days, like 'remember'), the cart adopted; the page moves on to /login.",
          actions: [
            ...takeSession(() => true), adoptAnswerCart, { type: "toast", params: { notice: "signedIn" } }, "settleOk",
          ],
        },
        onError: failed,
      },
    },
    signedIn: {
      description: "A member: the account icon shows; sign-out, an edited profile and account deletion start here.",
      initial: "settled",
      entry: "dropMemberRequired",
      on: {
        "auth.signOut": { target: ".signingOut", actions: "take" },
        "auth.refresh": {
          target: ".settled",
          description: "A profile, phone or verification change answered the member: taken as is.",
          actions: ["take", { type: "takeUser", params: ({ event }) => ({ user: event.user }) }, "settleOk"],
        },
        "auth.accountDeleted": {
          target: "#auth.anonymous",
          description: "The account is gone: token cleared, member and cart forgotten; the page has gone home.",
          actions: ["take", "clearToken", "forgetUser", "forgetCart", "settleOk"],
        },
      },
      states: {
        settled: { description: "Nothing in flight." },
        reloading: {
          description: "Just signed in: the page reloads after 2 s so every part shows the member's view.",
          after: { reloadDelay: { target: "settled", actions: "reloadPage" } },
        },
        signingOut: {
          description: "POST api/auth/logout revokes the token.",
          invoke: {
            src: "signOut",
            onDone: {
              target: "#auth.anonymous",
              description: "Token cleared, cart id forgotten, home, 'Log out successfully!'.",
              actions: signedOut,
            },
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
