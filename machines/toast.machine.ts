import { assign, setup } from "xstate";

export type ToastStatus = "error" | "success" | "warning";

/** What a machine announces by code (machines hold no text); src/app translates each notice. */
export type ToastNotice = "signedIn" | "registered" | "signedOut" | "somethingWrong" | "orderPlaced"
  | "redeemed";

/**
 * A toast's words: text its caller already translated (pages and templates), a notice a machine raised, or a failed
 * request whose message (the server's, in the shopper's language) src shows.
 */
export type ToastWords = string | { notice: ToastNotice } | { failure: unknown };

export interface ToastInput {
  status: ToastStatus;
  title: ToastWords;
  message?: ToastWords;
}

export type ToastCloseReason = "closeButton" | "outsideClick" | "timer";

export interface ToastContext {
  status: ToastStatus;
  title: ToastWords;
  message: ToastWords | null;
  closedBy: ToastCloseReason | null;
}

export type ToastEvent = { type: "toast.close" } | { type: "toast.outsideClick" };

/** Spec §9: the alert ignores outside clicks for the first 3 s; a success alert closes itself after 2 s. */
export const TOAST_DELAYS = { outsideClickGuard: 3000, successAutoClose: 2000 } as const;

/**
 * Promise-style toast alert (spec §2, §4). The app resolves the caller's promise with the final output, whichever
 * way the toast closed.
 */
export const toastMachine = setup({
  types: {
    input: {} as ToastInput,
    context: {} as ToastContext,
    events: {} as ToastEvent,
    output: {} as { closedBy: ToastCloseReason },
  },
  actions: {
    recordClose: assign({ closedBy: (_, params: { reason: ToastCloseReason }) => params.reason }),
  },
  guards: {
    isSuccess: ({ context }) => context.status === "success",
  },
  delays: {
    outsideClickGuard: TOAST_DELAYS.outsideClickGuard,
    successAutoClose: TOAST_DELAYS.successAutoClose,
  },
}).createMachine({
  id: "toast",
  description: "An alert with a style, a title and a message that resolves a promise when it closes.",
  context: ({ input }) => ({
    status: input.status,
    title: input.title,
    message: input.message ?? null,
    closedBy: null,
  }),
  initial: "shown",
  states: {
    shown: {
      description: "The alert is on screen; its close button always works.",
      initial: "guarded",
      after: {
        successAutoClose: {
          guard: "isSuccess",
          target: "closed",
          actions: { type: "recordClose", params: { reason: "timer" } },
        },
      },
      on: {
        "toast.close": { target: "closed", actions: { type: "recordClose", params: { reason: "closeButton" } } },
      },
      states: {
        guarded: {
          description: "The first 3 s: a click outside the alert is ignored, so a stray tap cannot dismiss it.",
          after: { outsideClickGuard: { target: "open" } },
          on: {
            "toast.outsideClick": { description: "Ignored while guarded." },
          },
        },
        open: {
          description: "After 3 s a click outside the alert closes it.",
          on: {
            "toast.outsideClick": {
              target: "#toast.closed",
              actions: { type: "recordClose", params: { reason: "outsideClick" } },
            },
          },
        },
      },
    },
    closed: {
      type: "final",
      description: "The alert is gone; the caller's promise resolves.",
    },
  },
  output: ({ context }) => ({ closedBy: context.closedBy ?? "closeButton" }),
});
