import { createContext, useSyncExternalStore } from "react";
import { SSR_DATA_ID } from "#contract/pages.ts";

/** How a query the server ran ended: its data goes to the browser; an error is asked again there. */
export type ServerOutcome = { ok: true; data: unknown } | { ok: false; error: unknown };

/**
 * The queries of one server render (src/entry-server.tsx): each key is fetched once, and the same promise is handed
 * back on every retry, so React's `use()` reads it synchronously once it has settled.
 */
export interface ServerQueries {
  load: (cacheKey: string, fetcher: (signal: AbortSignal) => Promise<unknown>) => Promise<ServerOutcome>;
}

/** Present only while the server renders a page; null in the browser. */
export const ServerQueriesContext = createContext<ServerQueries | null>(null);

/** `run` calls each fetcher inside the request's context (its language and in-process fetch). */
export function createServerQueries(signal: AbortSignal, run: <T>(fetch: () => Promise<T>) => Promise<T>) {
  const pending = new Map<string, Promise<ServerOutcome>>();
  const settled = new Map<string, unknown>();
  const missing = new Map<string, MissingAnswer>();
  const queries: ServerQueries = {
    load: (cacheKey, fetcher) => {
      let outcome = pending.get(cacheKey);
      if (!outcome) {
        outcome = run(() => fetcher(signal)).then(
          (data): ServerOutcome => (settled.set(cacheKey, data), { ok: true, data }),
          (error: unknown): ServerOutcome => {
            const answer = missingAnswer(error);
            if (answer) missing.set(cacheKey, answer);
            return { ok: false, error };
          },
        );
        pending.set(cacheKey, outcome);
      }
      return outcome;
    },
  };
  /** What the browser's query cache starts from: every answer the page was rendered with. */
  const entries = (): ServerData => ({ data: Object.fromEntries(settled), missing: Object.fromEntries(missing) });
  return { queries, entries };
}

/** A 404 the page was rendered with (an unknown product): the browser shows the same not-found page, unasked. */
export type MissingAnswer = { status: 404; code: string; message: string };

/** The blob after #root: answers by query key. */
export interface ServerData {
  data: Record<string, unknown>;
  missing: Record<string, MissingAnswer>;
}

function missingAnswer(error: unknown): MissingAnswer | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { status, code, message } = error as Record<string, unknown>;
  if (status !== 404 || typeof code !== "string") return undefined;
  return { status, code, message: typeof message === "string" ? message : "" };
}

/** Reads the data blob the server wrote after #root; empty when the page was not server-rendered. */
export function readServerData(): ServerData {
  const element = typeof document === "undefined" ? null : document.getElementById(SSR_DATA_ID);
  try {
    const parsed = JSON.parse(element?.textContent ?? "{}") as Partial<ServerData>;
    return { data: parsed.data ?? {}, missing: parsed.missing ?? {} };
  } catch {
    return { data: {}, missing: {} };
  }
}

/** JSON safe inside <script>: no "</script>" or "<!--" can close or confuse it. */
export function serializeServerData(entries: ServerData): string {
  return JSON.stringify(entries).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** Whether this page is past hydration: a component mounted later renders the browser's view at once. */
let pastHydration = false;
let hydrating = false;
let shellIn = false;
/** Sections (HydrateApart) the server sent that React has not hydrated yet, by their `useId`. */
const sectionsWaiting = new Set<string>();
const hydrationListeners = new Set<() => void>();

/** For a page the browser renders instead of hydrating: there is no server HTML to match. */
export function renderingInBrowser(): void {
  pastHydration = true;
}

/** src/start.tsx, right before it hydrates the server's HTML. */
export function startHydrating(): void {
  hydrating = true;
}

/** True in the browser from the start of hydration until the shell and every section have hydrated. */
export function hydratingServerHtml(): boolean {
  return hydrating && !pastHydration;
}

/** Past hydration once the shell and every section it holds are in: what only the browser knows may show. */
function settle(): void {
  if (pastHydration || !shellIn || sectionsWaiting.size > 0) return;
  pastHydration = true;
  for (const listener of [...hydrationListeners]) listener();
}

/** A section of the server's HTML has committed (HydrateApart); React hydrates its content after it. */
export function sectionToHydrate(id: string): void {
  if (hydratingServerHtml()) sectionsWaiting.add(id);
}

/** A section's content has committed (hydrated, or rendered by the browser). */
export function sectionHydrated(id: string): void {
  if (sectionsWaiting.delete(id)) settle();
}

/** A section has gone; a microtask later, as StrictMode's second run of its effects counts it again at once. */
export function sectionGone(id: string): void {
  if (sectionsWaiting.delete(id)) queueMicrotask(settle);
}

/** The shell's first commit (HydratedMark's effect). */
export function shellHydrated(): void {
  shellIn = true;
  settle();
}

/** For `useSyncExternalStore`: `listener` is called once the page is past hydration. */
export function subscribeHydration(listener: () => void): () => void {
  hydrationListeners.add(listener);
  return () => hydrationListeners.delete(listener);
}

/** Whether components show the browser's view now (read outside React's state, for `useSyncExternalStore`). */
export function pastServerView(): boolean {
  // A page the browser renders itself (no server HTML to match) shows the browser's view at once.
  return pastHydration || (!hydrating && typeof window !== "undefined");
}

/**
 * What only the browser knows, read once the page has hydrated; `serverValue` on the server and while hydrating (a
 * section React hydrates late reads the server's value for its hydration, then the browser's). Unlike
 * `useHydrated` the component renders again only if the value differs.
 */
export function useAfterHydration<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeHydration, () => pastServerView() ? browserValue() : serverValue,
    () => serverValue);
}

const inBrowser = () => true;

/**
 * False on the server and while the browser hydrates, true after: what only the browser knows (the stored cart, the
 * signed-in member) shows after hydration, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useAfterHydration(inBrowser, false);
}
