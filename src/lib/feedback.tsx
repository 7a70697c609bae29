import { createContext, useContext } from "react";
import type { ConfirmInput } from "#machines/confirm.machine.ts";
import type { DialogType } from "#machines/dialog-stack.machine.ts";
import type { ToastInput } from "#machines/toast.machine.ts";

export type { DialogType } from "#machines/dialog-stack.machine.ts";

/** Spec §2 toast: style, title, message. Pass translated text. */
export type ToastOptions = ToastInput;
/** Resolves when the toast has closed (close button, outside click after 3 s, or the 2 s success timer). */
export type ShowToast = (options: ToastOptions) => Promise<void>;

/** Spec §2 confirm: title, message, optional button texts (translated) and the variant for default captions. */
export type ConfirmOptions = ConfirmInput;
/** Spec §4: resolves true on OK, rejects with false on cancel. */
export type AskConfirm = (options: ConfirmOptions) => Promise<true>;

export interface DialogsApi {
  current: DialogType | null;
  open: (dialog: DialogType) => void;
  close: () => void;
}

export interface LoadingApi {
  /** Each show() needs one hide(); the overlay stays while any caller is still loading. */
  show: () => void;
  hide: () => void;
  visible: boolean;
}

export const ToastContext = createContext<ShowToast | null>(null);
export const ConfirmContext = createContext<AskConfirm | null>(null);
export const DialogsContext = createContext<DialogsApi | null>(null);
export const LoadingContext = createContext<LoadingApi | null>(null);

function required<T>(value: T | null, hook: string): T {
  // A missing provider is a wiring bug; say which one instead of failing later on undefined.
  if (value === null) throw new Error(`${hook} must be used inside <ShopProvider>`);
  return value;
}

export function useToast(): ShowToast {
  return required(useContext(ToastContext), "useToast");
}

export function useConfirm(): AskConfirm {
  return required(useContext(ConfirmContext), "useConfirm");
}

export function useDialogs(): DialogsApi {
  return required(useContext(DialogsContext), "useDialogs");
}

export function useLoading(): LoadingApi {
  return required(useContext(LoadingContext), "useLoading");
}
