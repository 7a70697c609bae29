import type { Database } from "#db/database.ts";
import type { Notifications } from "#db/notifications.ts";
import type { RenderedPage } from "#domain/page-head.ts";

/**
 * A short-lived cache for catalog reads (listings and facets), per database. Every shopper's first screens hit the
 * same few listings; answering them from memory for CATALOG_TTL_MS keeps the listing near the speed of a bare query
 * (the design's API budget). Listings may show a stock figure up to that old; adding to the cart always checks the
 * real stock. Anything that changes products drops it: at once in the writing process (`invalidateCatalog`), and in
 * every process on the database through the `catalog_changed` NOTIFY that triggers on products, brands and categories
 * send on commit (migration 0014, decision 0160). A process whose notifications are down serves no cached listing.
 */
export const CATALOG_TTL_MS = 2000;
/** The NOTIFY channel of catalog writes (sent by the triggers of migration 0014). */
export const CATALOG_CHANNEL = "catalog_changed";
const MAX_ENTRIES = 500;
/** Rendered pages are 100 to 300 kB each: their cache is bounded by size as well as by count. */
const PAGE_CACHE_BYTES = 24_000_000;

type Entry = { at: number; bytes: number; value: Promise<unknown> };
type Store = Map<string, Entry>;
const listings = new WeakMap<Database, Store>();
const pages = new WeakMap<Database, Store>();
/** The notification listeners of the apps on a database; none (scripts, benches' own reads) = TTL only. */
const watchers = new WeakMap<Database, Set<Notifications>>();

function usable(db: Database): boolean {
  const watching = watchers.get(db);
  if (!watching?.size) return true;
  let live = false;
  for (const notifications of watching) live = notifications.live() || live;
  return live;
}

/**
 * The value under `key` while younger than CATALOG_TTL_MS, else `load`'s. The promise is kept, so concurrent
 * requests share one load; a failure, or a value `size` answers null for, is not kept. The oldest entries go first
 * when the store holds MAX_ENTRIES or `maxBytes` (as `size` counts them).
 */
async function cached<T>(
  db: Database, stores: WeakMap<Database, Store>, key: string, load: () => Promise<T>, now: number,
  size: (value: T) => number | null = () => 0, maxBytes = Infinity,
): Promise<T> {
  if (!usable(db)) return load();
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Map()));
  const hit = store.get(key);
  if (hit && now - hit.at < CATALOG_TTL_MS) return hit.value as Promise<T>;
  store.delete(key);
  let bytes = 0;
  for (const entry of store.values()) bytes += entry.bytes;
  // Maps iterate in insertion order: the first entries are the oldest.
  for (const [oldest, entry] of store) {
    if (store.size < MAX_ENTRIES && bytes < maxBytes) break;
    store.delete(oldest);
    bytes -= entry.bytes;
  }
  const entry: Entry = { at: now, bytes: 0, value: load() };
  store.set(key, entry);
  const forget = () => store.get(key) === entry && store.delete(key);
  (entry.value as Promise<T>).then((value) => {
    const bytes = size(value);
    if (bytes === null) forget();
    else entry.bytes = bytes;
  }, forget);
  return entry.value as Promise<T>;
}

export function cachedCatalog<T>(db: Database, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  return cached(db, listings, key, load, now);
}

type Page = RenderedPage | null;

/**
 * A server-rendered page, under the catalog's rules: kept CATALOG_TTL_MS, dropped with the catalog, shared
 * by concurrent requests for it. A render is ~50 ms of CPU, so a popular page under load is rendered once per TTL.
 * A failed render (null) is not kept: the next request tries again.
 */
export function cachedPage(db: Database, key: string, render: () => Promise<Page>, now = Date.now()): Promise<Page> {
  const size = (page: Page) => page ? page.html.length + page.styles.length + page.data.length : null;
  return cached(db, pages, key, render, now, size, PAGE_CACHE_BYTES);
}

export function invalidateCatalog(db: Database): void {
  listings.get(db)?.clear();
  pages.get(db)?.clear();
}

/**
 * Drops the database's catalog cache on every catalog write any process commits, and whenever notifications may have
 * been missed. Answers the function that stops watching (the app's close).
 */
export function watchCatalog(db: Database, notifications: Notifications): () => void {
  const drop = () => invalidateCatalog(db);
  notifications.on(CATALOG_CHANNEL, drop);
  notifications.onLapse(drop);
  let watching = watchers.get(db);
  if (!watching) watchers.set(db, (watching = new Set()));
  watching.add(notifications);
  return () => {
    watching.delete(notifications);
    drop();
  };
}
