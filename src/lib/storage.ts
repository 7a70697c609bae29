// localStorage (and, where asked, sessionStorage) that never throws: private browsing, disabled storage or a full
// quota must not break the shop.

/** "session": kept only while the browser is open, like a cookie without an expiry. */
export type StorageArea = "local" | "session";

function store(area: StorageArea): Storage | null {
  try {
    if (typeof window === "undefined") return null;
    return area === "session" ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function storageGet(key: string, area: StorageArea = "local"): string | null {
  try {
    return store(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function storageSet(key: string, value: string, area: StorageArea = "local"): boolean {
  try {
    const s = store(area);
    if (!s) return false;
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function storageRemove(key: string, area: StorageArea = "local"): void {
  try {
    store(area)?.removeItem(key);
  } catch {
    // Nothing to clean up if storage is unavailable.
  }
}
