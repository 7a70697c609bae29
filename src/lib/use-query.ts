import { use, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { pathLocale } from "./locale-path.ts";
import { ServerQueriesContext, type ServerQueries } from "./ssr.ts";

export type QueryState<T> =
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "success"; data: T; error: undefined }
  | { status: "error"; data: T | undefined; error: unknown };

// Answers already received this visit, keyed by locale + key, so going back to a page shows it at once.
const cache = new Map<string, unknown>();
// Errors the server rendered the page with (a 404 for an unknown product), shown on hydration without asking again.
const seededErrors = new Map<string, unknown>();

/** Forgets cached answers (tests; later: after sign-out). */
export function clearQueryCache(): void {
  cache.clear();
}

/** The answers the server rendered the page with (src/lib/ssr.ts): the first render shows them, nothing refetches. */
export function seedQueryCache(entries: Record<string, unknown>, errors: Record<string, unknown> = {}): void {
  for (const [key, data] of Object.entries(entries)) cache.set(key, data);
  for (const [key, error] of Object.entries(errors)) seededErrors.set(key, error);
}

function initialState<T>(cacheKey: string): QueryState<T> {
  if (cache.has(cacheKey)) return { status: "success", data: cache.get(cacheKey) as T, error: undefined };
  if (seededErrors.has(cacheKey)) return { status: "error", data: undefined, error: seededErrors.get(cacheKey) };
  return { status: "loading", data: undefined, error: undefined };
}

function sameAnswer(state: QueryState<unknown>, cacheKey: string): boolean {
  return state.status === "success" ? cache.has(cacheKey) && state.data === cache.get(cacheKey)
    : state.status === "error" && seededErrors.has(cacheKey) && state.error === seededErrors.get(cacheKey);
}

/** On the server the query suspends (React `use`) until its answer is in, so the page renders with its data. */
function serverState<T>(
  server: ServerQueries, cacheKey: string, enabled: boolean, fetcher: (signal: AbortSignal) => Promise<T>,
): QueryState<T> {
  if (!enabled) return { status: "loading", data: undefined, error: undefined };
  const outcome = use(server.load(cacheKey, fetcher));
  return outcome.ok
    ? { status: "success", data: outcome.data as T, error: undefined }
    : { status: "error", data: undefined, error: outcome.error };
}

/**
 * Loads data for a component. The locale of the current path is part of the key, so switching language refetches;
 * a changed key or an unmount aborts the request in flight. `fetcher` receives the AbortSignal.
 */
export function useQuery<T>(
  key: ReadonlyArray<string | number | null | undefined>,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean } = {},
): QueryState<T> & { reload: () => void; replace: (data: T) => void } {
  const locale = pathLocale(useLocation().pathname);
  const cacheKey = JSON.stringify([locale, ...key]);
  const enabled = options.enabled ?? true;
  const server = useContext(ServerQueriesContext);
  const [nonce, setNonce] = useState(0);
  const [state, setState] = useState<QueryState<T>>(() => initialState(cacheKey));
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!enabled) return;
    if (nonce === 0 && (cache.has(cacheKey) || seededErrors.has(cacheKey))) {
      // Kept when it already shows this answer (a first render): a new state object would render the whole page
      // again right after hydrating it.
      setState((previous) => sameAnswer(previous, cacheKey) ? previous : initialState(cacheKey));
      // A server-rendered 404 is shown once; coming back to the page asks again.
      seededErrors.delete(cacheKey);
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
  // A write's own answer shown at once (a redeem's new balance), before a reload confirms it.
  const replace = useCallback((data: T) => {
    cache.set(cacheKey, data);
    setState({ status: "success", data, error: undefined });
  }, [cacheKey]);
  return { ...(server ? serverState(server, cacheKey, enabled, fetcher) : state), reload, replace };
}
