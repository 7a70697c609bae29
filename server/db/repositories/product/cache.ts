import type { Database } from "#db/database.ts";
import type { Notifications } from "#db/notifications.ts";

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

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<Database, Map<string, Entry>>();
/** The notification listeners of the apps on a database; none (scripts, benches' own reads) = TTL only. */
const watchers = new WeakMap<Database, Set<Notifications>>();

function usable(db: Database): boolean {
  const watching = watchers.get(db);
  if (!watching?.size) return true;
  let live = false;
  for (const notifications of watching) live = notifications.live() || live;
  return live;
}

export async function cachedCatalog<T>(db: Database, key: string, load: () => Promise<T>,
  now = Date.now()): Promise<T> {
  if (!usable(db)) return load();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < CATALOG_TTL_MS) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) {
    // Maps iterate in insertion order: drop the oldest entry.
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  // The promise is cached, so concurrent requests for the same listing share one query; a failure is not kept.
  const value = load();
  const entry = { at: now, value };
  cache.set(key, entry);
  value.catch(() => cache.get(key) === entry && cache.delete(key));
  return value;
}

/** Rendered pages are 100 to 300 kB each: their cache is bounded by size, not by count. */
const PAGE_CACHE_BYTES = 24_000_000;
type Page = { at: number; bytes: number; value: Promise<{ html: string; data: string } | null> };
const pageCaches = new WeakMap<Database, Map<string, Page>>();

/**
 * A server-rendered page (issue 18), under the catalog's rules: kept CATALOG_TTL_MS, dropped with the catalog, shared
 * by concurrent requests for it. A render is ~50 ms of CPU, so a popular page under load is rendered once per TTL.
 */
export async function cachedPage(
  db: Database, key: string, render: () => Promise<{ html: string; data: string } | null>, now = Date.now(),
): Promise<{ html: string; data: string } | null> {
  if (!usable(db)) return render();
  let cache = pageCaches.get(db);
  if (!cache) pageCaches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < CATALOG_TTL_MS) return hit.value;
  if (hit) cache.delete(key);
  let total = 0;
  for (const page of cache.values()) total += page.bytes;
  for (const [oldest, page] of cache) {
    if (total < PAGE_CACHE_BYTES) break;
    cache.delete(oldest);
    total -= page.bytes;
  }
  const entry: Page = { at: now, bytes: 0, value: render() };
  cache.set(key, entry);
  const page = await entry.value;
  // A failed render (null) is not kept: the next request tries again.
  if (!page) {
    if (cache.get(key) === entry) cache.delete(key);
  } else entry.bytes = page.html.length + page.data.length;
  return page;
}

export function invalidateCatalog(db: Database): void {
  caches.get(db)?.clear();
  pageCaches.get(db)?.clear();
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
