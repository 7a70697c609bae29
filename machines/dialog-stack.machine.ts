import { assign, setup } from "xstate";

/** Every dialog the shell can host. The accounts issue fills their forms; the host only needs the type. */
export const DIALOG_TYPES = ["signIn", "signUp", "forgetPassword", "checkPhone", "resetPassword"] as const;
export type DialogType = (typeof DIALOG_TYPES)[number];

export interface DialogStackContext {
  /** The one dialog on screen, or null when none is open (spec §3 "dialog open and type"). */
  dialog: DialogType | null;
  /** Spec §3 "scroll-lock flag": true while a dialog keeps the page from scrolling. */
  scrollLocked: boolean;
}

export type DialogStackEvent =
  | { type: "dialog.open"; dialog: DialogType }
  | { type: "dialog.close" };

/**
 * One dialog at a time, opened by type (spec §2 "Dialogs"). Opening another type while one is open replaces it
 * without unlocking and relocking the page, so the page behind never jumps.
 */
export const dialogStackMachine = setup({
  types: {
    context: {} as DialogStackContext,
    events: {} as DialogStackEvent,
  },
  actions: {
    // The page behind a dialog must not scroll; the app locks document.body.
    lockScroll: () => {},
    // Closing restores page scrolling (spec §4 "Modal").
    unlockScroll: () => {},
    showDialog: assign({
      dialog: ({ event }) => (event.type === "dialog.open" ? event.dialog : null),
      scrollLocked: true,
    }),
    clearDialog: assign({ dialog: null, scrollLocked: false }),
  },
}).createMachine({
  id: "dialogStack",
  description: "The shell's dialog host: at most one dialog, opened by type.",
  context: { dialog: null, scrollLocked: false },
  initial: "closed",
  states: {
    closed: {
      description: "No dialog is open; the page scrolls.",
      on: {
        "dialog.open": { target: "open", actions: ["showDialog", "lockScroll"] },
      },
    },
    open: {
      description: "One dialog is on screen and the page behind it does not scroll.",
      on: {
        "dialog.open": {
          description: "Opening another dialog replaces the current one.",
          actions: "showDialog",
        },
        "dialog.close": { target: "closed", actions: ["clearDialog", "unlockScroll"] },
      },
    },
  },
});
