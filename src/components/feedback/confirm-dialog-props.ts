import type { ConfirmLabel, ConfirmVariant } from "#machines/confirm.machine.ts";

/** What the confirm dialog shows (ConfirmDialog.tsx loads ConfirmDialogModal.tsx, which draws it, on first use). */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  variant: ConfirmVariant;
  confirmLabel: ConfirmLabel;
  cancelLabel: ConfirmLabel;
  onConfirm: () => void;
  /** Cancel button, Escape and a click outside all cancel. */
  onCancel: () => void;
}
