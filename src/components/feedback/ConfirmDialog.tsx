import { lazy, Suspense } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-props.ts";

export type { ConfirmDialogProps } from "./confirm-dialog-props.ts";

// The Chakra dialog and its zag machinery (focus trap, dismissable layers, presence) cost ~20 KB gzip that the first
// page does not need; they download with the first question (decision 0041).
const ConfirmDialogModal = lazy(async () => ({ default:
  (await import("./ConfirmDialogModal.tsx")).ConfirmDialogModal }));

/** Spec §2 confirm dialog (see ConfirmDialogModal); shows once its module has loaded, on the first question. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
