/**
 * The toast layer sits above every dialog. Dialogs ignore clicks on it (a click that dismisses a toast must not also
 * close the sign-in dialog underneath and lose what the shopper typed), and modal dialogs leave it visible to
 * assistive technology: zag's aria-hidden walk skips elements marked `data-live-announcer`.
 */
export const TOAST_LAYER_ATTRIBUTE = "data-toast-layer";

/**
 * For a dialog's onInteractOutside: true when the interaction happened on the toast layer, or anywhere while a toast
 * is showing. The layer has no overlay (the page stays usable, decision 0118), so a click meant to dismiss a toast
 * lands on the dialog's backdrop; it must not close the dialog and lose what the shopper typed.
 */
export function isToastInteraction(target: EventTarget | null): boolean {
  if (target instanceof Element && target.closest(`[${TOAST_LAYER_ATTRIBUTE}]`) !== null) return true;
  return typeof document !== "undefined" && document.querySelector(`[${TOAST_LAYER_ATTRIBUTE}]`) !== null;
}
