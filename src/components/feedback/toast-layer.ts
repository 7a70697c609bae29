/**
 * The toast layer sits above every dialog. Dialogs ignore clicks on it (a click that dismisses a toast must not also
 * close the sign-in dialog underneath and lose what the shopper typed), and modal dialogs leave it visible to
 * assistive technology: zag's aria-hidden walk skips elements marked `data-live-announcer`.
 */
export const TOAST_LAYER_ATTRIBUTE = "data-toast-layer";

/** For a dialog's onInteractOutside: true when the interaction happened on the toast layer. */
export function isOnToastLayer(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${TOAST_LAYER_ATTRIBUTE}]`) !== null;
}
