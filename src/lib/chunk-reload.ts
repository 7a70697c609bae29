/**
 * A deploy replaces hashed chunks; a tab opened before it fails to import the old ones. Reloading fetches the new
 * index, but a chunk that is truly broken must not make the page reload forever, so reloads are at least
 * RELOAD_GUARD_MS apart (spec §9: reload guard 60 s).
 */
export const RELOAD_GUARD_MS = 60_000;
const KEY = "skinstate.chunk-reload-at";

/** Whether a chunk failure at `now` may reload, given when the last such reload happened (null: never). */
export function mayReload(now: number, lastReloadAt: number | null, guardMs = RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= guardMs || now < lastReloadAt;
}

/** The messages browsers use when a dynamic import fails. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css|loading (css )?chunk .* failed/i.test(message);
}

/** Reloads once per guard window; returns whether it did, so callers can show the error instead. */
export function reloadForChunkError(
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const stored = storage.getItem(KEY);
  if (!mayReload(now, stored === null ? null : Number(stored))) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
