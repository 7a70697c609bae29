import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { DEFAULT_LOCALE } from "#contract/locale.ts";
import { localeOfPath } from "./locale-path.ts";

export type QueryState<T> =
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

// Answers already received this visit, keyed by locale + key, so going back to a page shows it at once.
const cache = new Map<string, unknown>();

/** Forgets cached answers (tests; later: after sign-out). */
export function clearQueryCache(): void {
  cache.clear();
}

/**
 * Loads data for a component. The locale of the current path is part of the key, so switching language refetches;
 * a changed key or an unmount aborts the request in flight. `fetcher` receives the AbortSignal.
 */
export function useQuery<T>(
  key: ReadonlyArray<string | number | null | undefined>,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean } = {},
): QueryState<T> & { reload: () => void } {
  const locale = localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  const cacheKey = JSON.stringify([locale, ...key]);
  const enabled = options.enabled ?? true;
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<QueryState<T>>(() =>
    cache.has(cacheKey)
      ? { status: "success", data: cache.get(cacheKey) as T, error: undefined }
      : { status: "loading", data: undefined, error: undefined });
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) return;
    if (nonce === 0 && cache.has(cacheKey)) {
      setState({ status: "success", data: cache.get(cacheKey) as T, error: undefined });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: "loading", data: previous.data, error: undefined }));
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        cache.set(cacheKey, data);
        setState({ status: "success", data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: "error", data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [cacheKey, enabled, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { ...state, reload };
}
