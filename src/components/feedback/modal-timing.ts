/** Spec §9: a modal with the close-to-index option sends the shopper to "/" this long after it closes. */
export const MODAL_CLOSE_DELAY_MS = 300;
