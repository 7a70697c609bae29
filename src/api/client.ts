import wretch, { type Wretch } from "wretch";
import { mask, type Struct } from "superstruct";
import { dataOf } from "#contract/envelope.ts";
import { isAbort, toApiError } from "./errors.ts";

/**
 * Where the client reads the current locale and the auth header, and whom it tells about requests (the progress
 * bar). src/start.tsx wires these; the defaults keep the client usable in tests.
 */
export type ClientWiring = {
  locale: () => string;
  authorization: () => string | null;
  onRequest: () => (outcome: "ok" | "failed" | "cancelled") => void;
  /** Replaces the browser's fetch: the server's render answers "/api/..." in process (src/entry-server.tsx). */
  fetch?: ((url: string, init: RequestInit) => Promise<Response>) | undefined;
};

let wiring: ClientWiring = { locale: () => "en", authorization: () => null, onRequest: () => () => undefined };

export function configureApiClient(next: Partial<ClientWiring>): void {
  wiring = { ...wiring, ...next };
}

/** The one wretch instance: base "/", JSON in and out. Per-call headers come from `request()`. */
const base = wretch("/").accept("application/json");

function request({ signal, headers, authorization }: CallOptions): Wretch {
  const auth = authorization === undefined ? wiring.authorization() : authorization;
  let w = base.headers({ ...headers, "Accept-Language": wiring.locale() });
  if (auth) w = w.auth(auth);
  if (wiring.fetch) w = w.fetchPolyfill(wiring.fetch);
  if (signal) w = w.options({ signal });
  return w;
}

/**
 * `headers`: extra request headers (the order's Idempotency-Key). `authorization`: sent instead of the shopper's
 * (the support console's staff token, or null for none: staff calls never carry the shopper's, decision 0150).
 */
export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string>; authorization?: string | null };

async function run<T>(send: (w: Wretch) => Promise<unknown>, schema: Struct<T, unknown>,
  options: CallOptions): Promise<T> {
  return runWhole(send, dataOf(schema), options).then((body) => (body as unknown as { data: T }).data);
}

async function runWhole<T>(send: (w: Wretch) => Promise<unknown>, schema: Struct<T, unknown>,
  options: CallOptions): Promise<T> {
  const end = wiring.onRequest();
  try {
    const body = await send(request(options));
    // `mask` applies coercions, rejects a body that breaks the contract and drops fields the contract does not name:
    // a tab opened before a deploy keeps working when the new server adds a field. superstruct's mapped type for a
    // generic T does not reduce back to T, hence the widening through unknown.
    const value = mask(body, schema) as unknown as T;
    end("ok");
    return value;
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) {
      end("cancelled");
      throw error;
    }
    end("failed");
    throw toApiError(error);
  }
}

/** GET `path` (no leading slash: "api/general/faq/") and return its validated `data`. */
export function getData<T>(path: string, schema: Struct<T, unknown>, options: CallOptions = {}): Promise<T> {
  return run((w) => w.get(path).json(), schema, options);
}

/** GET `path` and return the whole validated body: for lists, whose `meta` (and `summary`) sit beside `data`. */
export function getBody<T>(path: string, schema: Struct<T, unknown>, options: CallOptions = {}): Promise<T> {
  return runWhole((w) => w.get(path).json(), schema, options);
}

/** POST a JSON body to `path` and return its validated `data`. */
export function postData<T>(path: string, body: unknown, schema: Struct<T, unknown>,
  options: CallOptions = {}): Promise<T> {
  return run((w) => w.post(body, path).json(), schema, options);
}

/** POST a JSON body to `path` and return the whole validated body (answers whose fields sit beside `data`). */
export function postBody<T>(path: string, body: unknown, schema: Struct<T, unknown>,
  options: CallOptions = {}): Promise<T> {
  return runWhole((w) => w.post(body, path).json(), schema, options);
}

/** PATCH a JSON body to `path` and return its validated `data`. */
export function patchData<T>(path: string, body: unknown, schema: Struct<T, unknown>,
  options: CallOptions = {}): Promise<T> {
  return run((w) => w.patch(body, path).json(), schema, options);
}

/** DELETE `path` (its query names what goes) and return its validated `data`. */
export function deleteData<T>(path: string, schema: Struct<T, unknown>, options: CallOptions = {}): Promise<T> {
  return run((w) => w.delete(path).json(), schema, options);
}

/** Builds `path?key=value` from the defined entries of `query`. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Spec §7 asks for a minimum delay of 200 ms on fetches. It applies to fetches a shopper starts (search, forms,
 * "load more"), so a spinner never flickers; initial page data is not slowed down (docs/decisions/0040).
 */
export const MIN_DELAY_MS = 200;

export async function withMinDelay<T>(work: Promise<T>, ms = MIN_DELAY_MS): Promise<T> {
  const [result] = await Promise.allSettled([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  if (result.status === "rejected") throw result.reason;
  return result.value;
}
