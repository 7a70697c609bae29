/**
 * The toast layer sits above every dialog. Dialogs ignore clicks on it (a click that dismisses a toast must not also
 * close the sign-in dialog underneath and lose what the shopper typed), and modal dialogs leave it visible to
 * assistive technology: zag's aria-hidden walk skips elements marked `data-live-announcer`.
 */
export const TOAST_LAYER_ATTRIBUTE = "data-toast-layer";

// Pointer events that happened while alerts showed. A dialog hears of an outside click a frame later (zag defers
// it), by when the click may have closed the last alert and its layer is gone.
const heardWithAlerts = new WeakSet<Event>();

/** ToastStack, in the capture phase, while it shows: this pointer event happened with alerts on screen. */
export function heardWhileToastShown(event: Event): void {
  heardWithAlerts.add(event);
}

/**
 * For a dialog's onInteractOutside (its `originalEvent`): true when the interaction happened on the toast layer, or
 * anywhere while a toast is showing or was when the pointer went down. The layer has no overlay (the page stays
 * usable, decision 0118), so a click meant to dismiss a toast lands on the dialog's backdrop; it must not close the
 * dialog and lose what the shopper typed.
 */
export function isToastInteraction(event: Event): boolean {
  const target = event.target;
  if (target instanceof Element && target.closest(`[${TOAST_LAYER_ATTRIBUTE}]`) !== null) return true;
  if (heardWithAlerts.has(event)) return true;
  return typeof document !== "undefined" && document.querySelector(`[${TOAST_LAYER_ATTRIBUTE}]`) !== null;
}
