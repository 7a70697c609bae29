import { parseStoredDraft, type StoredCheckoutDraft } from "#contract/checkout-draft.ts";

/**
 * Where the checkout form is kept between visits and reloads (decision 0121): the tab's sessionStorage, not
 * localStorage, because it holds a name, phone and address; closing the tab (a shared computer) forgets them.
 */
export const CHECKOUT_DRAFT_KEY = "skinstate.checkoutDraft";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

// Storage that is off, full or private must not break checkout: the form then lasts as long as the page.
export function readStoredDraft(): StoredCheckoutDraft | null {
  try {
    return parseStoredDraft(session()?.getItem(CHECKOUT_DRAFT_KEY) ?? null);
  } catch {
    return null;
  }
}

export function storeDraft(stored: StoredCheckoutDraft): void {
  try {
    if (stored.cartId) session()?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Kept in memory only.
  }
}

export function forgetDraft(): void {
  try {
    session()?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
