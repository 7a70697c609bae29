import { setup } from "xstate";

/** Button captions the machine names by code; src maps each code to a translated message. */
export type ConfirmLabelCode = "deleteAccount" | "noDontDelete" | "yes" | "no" | "ok" | "cancel";
/** A caption is either a default named by code or text the caller already translated. */
export type ConfirmLabel = { code: ConfirmLabelCode } | { text: string };
export type ConfirmVariant = "destructive" | "yesNo" | "default";

export interface ConfirmInput {
  title: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  variant?: ConfirmVariant;
}

export interface ConfirmContext {
  title: string;
  message: string;
  variant: ConfirmVariant;
  confirmLabel: ConfirmLabel;
  cancelLabel: ConfirmLabel;
}

export type ConfirmEvent = { type: "confirm.accept" } | { type: "confirm.cancel" };

/** Spec §2: destructive defaults 'Delete Account' / 'No, Don't Delete'; yes/no uses 'Yes' / 'No'. */
export const DEFAULT_LABELS: Record<ConfirmVariant, { confirm: ConfirmLabelCode; cancel: ConfirmLabelCode }> = {
  destructive: { confirm: "deleteAccount", cancel: "noDontDelete" },
  yesNo: { confirm: "yes", cancel: "no" },
  default: { confirm: "ok", cancel: "cancel" },
};

function label(text: string | undefined, code: ConfirmLabelCode): ConfirmLabel {
  return text ? { text } : { code };
}

export function confirmContextFrom(input: ConfirmInput): ConfirmContext {
  const variant = input.variant ?? "default";
  const defaults = DEFAULT_LABELS[variant];
  return {
    title: input.title,
    message: input.message,
    variant,
    confirmLabel: label(input.confirmText, defaults.confirm),
    cancelLabel: label(input.cancelText, defaults.cancel),
  };
}

/**
 * Promise-style confirm (spec §4): it opens, resolves true on OK or false on cancel, and then closes.
 * The machine's output is the answer; the app turns it into a promise that resolves true or rejects with false.
 */
export const confirmMachine = setup({
  types: {
    input: {} as ConfirmInput,
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
    output: {} as boolean,
  },
}).createMachine({
  id: "confirm",
  description: "A yes/no question that blocks until the shopper answers.",
  context: ({ input }) => confirmContextFrom(input),
  initial: "open",
  states: {
    open: {
      description: "The alert dialog shows the title, the message and both buttons.",
      on: {
        "confirm.accept": { target: "confirmed" },
        "confirm.cancel": { target: "cancelled" },
      },
    },
    confirmed: {
      type: "final",
      description: "The shopper pressed the confirm button; the promise resolves true and the dialog closes.",
      output: true,
    },
    cancelled: {
      type: "final",
      description: "The shopper cancelled (button, Escape or outside click); the promise rejects with false.",
      output: false,
    },
  },
  output: ({ event }) => event.output === true,
});
