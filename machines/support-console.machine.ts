import { and, assign, enqueueActions, setup } from "xstate";
import { errorCodeOf } from "#contract/errors.ts";
import type { StaffSession } from "#contract/support.ts";
import {
  freshSupportContext, isSignedOutError, reasonGiven, supportConsoleRequests, type SupportConsoleContext,
  type SupportConsoleEvent, type SupportConsoleInput,
} from "./support-console-command.ts";

export * from "./support-console-command.ts";

type Internal = { type: "support.expired" };

const token = (context: SupportConsoleContext) => {
  if (!context.session) throw new Error("a support call without a staff session");
  return context.session.token;
};

/** A failed call: the token ran out (back to the sign-in) or something else (said on the page). */
const FAILED = "failed" as const;

/**
 * The support console at /support (decisions 0150, 0155): a page-level machine, outside the shop's actor
 * system (staff are not shoppers). Signed in, three regions run side by side as on the page: the stuck list, the
 * search and the open order's story with its actions. Any call answered "not there" means the staff token ran out or
 * was revoked: the session is forgotten and the sign-in comes back.
 */
export const supportConsoleMachine = setup({
  types: {
    context: {} as SupportConsoleContext,
    events: {} as SupportConsoleEvent | Internal,
    input: {} as SupportConsoleInput,
  },
  actors: supportConsoleRequests,
  actions: {
    /** The app keeps the session in storage so a reload stays signed in (src/app/actors/support-console.ts). */
    keepSession: () => undefined,
    dropSession: () => undefined,
    // Only ever the sign-in's onDone: the event carries the session.
    signedIn: assign(({ event }) => freshSupportContext((event as unknown as { output: StaffSession }).output)),
    forget: assign(() => freshSupportContext(null)),
    // Only ever an invoke's onError: the event is xstate's error event.
    failed: enqueueActions(({ enqueue, event }) => {
      const { error } = event as unknown as { error: unknown };
      if (isSignedOutError(error)) enqueue.raise({ type: "support.expired" });
      else enqueue.assign({ failure: { code: errorCodeOf(error), error } });
    }),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    hasQuery: ({ event }) => event.type === "support.search" && event.q.trim().length > 0,
    reasonGiven: ({ context }) => reasonGiven(context.reason),
    notActing: ({ context }) => context.action === null,
  },
}).createMachine({
  id: "supportConsole",
  description: "The staff console: sign in, see what is stuck, find an order, read its story and fix it.",
  context: ({ input }) => freshSupportContext(input.session),
  initial: "signedOut",
  states: {
    signedOut: {
      description: "The console's own sign-in form (staff e-mail and password).",
      always: { guard: "hasSession", target: "console", description: "A live session kept from an earlier visit." },
      on: { "support.signIn": { target: "signingIn", description: "Sign in pressed.", actions: "clearFailure" } },
    },
    signingIn: {
      description: "POST api/staff/sign-in; the button shows it is busy.",
      invoke: {
        src: "signIn",
        input: ({ event }) => (event.type === "support.signIn"
          ? { email: event.email, password: event.password } : { email: "", password: "" }),
        onDone: {
          target: "console",
          actions: ["signedIn", "keepSession"],
        },
        onError: {
          target: "refused",
          actions: assign({ failure: ({ event }) => ({ code: errorCodeOf(event.error), error: event.error }) }),
        },
      },
    },
    refused: {
      description: "Not signed in: the reason in the staff member's language above the form.",
      on: { "support.signIn": { target: "signingIn", description: "Tried again.", actions: "clearFailure" } },
    },
    signingOut: {
      description: "POST api/staff/sign-out revokes the token; the console is left whatever it answers.",
      invoke: {
        src: "signOut",
        input: ({ context }) => ({ token: token(context) }),
        onDone: { target: "signedOut", actions: ["forget", "dropSession"] },
        onError: { target: "signedOut", actions: ["forget", "dropSession"] },
      },
    },
    console: {
      description: "Signed in: the stuck list, the search and an order's story, side by side.",
      type: "parallel",
      on: {
        "support.signOut": { target: "signingOut", description: "Sign out pressed." },
        "support.expired": {
          target: "signedOut",
          description: "A call answered 404: the staff token ran out or was revoked.",
          actions: ["forget", "dropSession"],
        },
      },
      states: {
        stuck: {
          description: "Stuck now: read from the shop's own record.",
          initial: "loadingStuck",
          states: {
            loadingStuck: {
              description: "GET api/support/stuck; Refresh shows it is busy.",
              invoke: {
                src: "loadStuck",
                input: ({ context }) => ({ token: token(context) }),
                onDone: { target: "stuckList", actions: assign({ stuck: ({ event }) => event.output }) },
                onError: { target: "stuckList", actions: FAILED },
              },
            },
            stuckList: {
              description: "One card per stuck checkout or failed job, each opening the order's story.",
              on: {
                "support.refresh": {
                  target: "loadingStuck", description: "Refresh pressed, or an action landed.", actions: "clearFailure",
                },
              },
            },
          },
        },
        search: {
          description: "Find an order by number, e-mail, phone or charge id.",
          initial: "idle",
          on: {
            "support.search": {
              guard: "hasQuery", target: ".searching", description: "Search pressed with something typed.",
              actions: "clearFailure",
            },
          },
          states: {
            idle: { description: "Nothing searched yet (or the last search failed)." },
            searching: {
              description: "GET api/support/orders?q=…",
              invoke: {
                src: "search",
                input: ({ context, event }) => ({ token: token(context), q: event.type === "support.search"
                  ? event.q.trim() : "" }),
                onDone: {
                  target: "found",
                  // The only hit opens at once: staff searched for that order.
                  actions: enqueueActions(({ enqueue, event }) => {
                    enqueue.assign({ hits: event.output });
                    const only = event.output.length === 1 ? event.output[0] : undefined;
                    if (only) enqueue.raise({ type: "support.open", number: only.number });
                  }),
                },
                onError: { target: "idle", actions: FAILED },
              },
            },
            found: { description: "The hits listed (or \"No order matches\")." },
          },
        },
        story: {
          description: "One order's story: status, actions, charges, the diagrams and the timeline.",
          initial: "none",
          on: {
            "support.open": {
              guard: "notActing", target: ".loading", description: "An order chosen (not while an action runs).",
              actions: assign({ number: ({ event }) => event.number, failure: null }),
            },
          },
          states: {
            none: { description: "No order chosen yet: the page says how to choose one." },
            loading: {
              description: "GET api/support/orders/:number.",
              invoke: {
                src: "loadStory",
                input: ({ context }) => ({ token: token(context), number: context.number ?? "" }),
                onDone: {
                  target: "shown",
                  actions: assign({ story: ({ event }) => event.output, note: null, reason: "" }),
                },
                onError: { target: "none", actions: [assign({ story: null }), FAILED] },
              },
            },
            shown: {
              description: "The story on screen; the actions want a reason written to the record.",
              initial: "ready",
              on: {
                "support.reason": {
                  description: "The reason typed.", actions: assign({ reason: ({ event }) => event.reason }),
                },
                "support.act": {
                  guard: and(["reasonGiven", "notActing"]),
                  target: ".running",
                  description: "An action pressed with a reason of 3–500 characters.",
                  actions: assign({ action: ({ event }) => event.action, note: null, failure: null }),
                },
              },
              states: {
                ready: { description: "Reason box and the actions that apply to the order now." },
                running: {
                  description: "POST api/support/orders/:number/:action; the pressed button shows it is busy.",
                  invoke: {
                    src: "act",
                    input: ({ context }) => ({
                      token: token(context), number: context.story?.order.number ?? "",
                      action: context.action ?? "recheck", reason: context.reason.trim(),
                    }),
                    onDone: {
                      target: "done",
                      actions: [
                        assign(({ event }) => ({
                          story: event.output.story, reason: "", action: null,
                          note: { changed: event.output.changed, status: event.output.status },
                        })),
                        // The order may have left (or joined) the stuck list.
                        enqueueActions(({ enqueue }) => enqueue.raise({ type: "support.refresh" })),
                      ],
                    },
                    onError: { target: "refused", actions: [assign({ action: null }), FAILED] },
                  },
                },
                done: { description: "Landed: what the order is now (or that nothing needed changing)." },
                refused: { description: "Not done: the reason in the staff member's language; nothing changed." },
              },
            },
          },
        },
      },
    },
  },
});
