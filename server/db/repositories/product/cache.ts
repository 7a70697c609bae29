import type { Database } from "#db/database.ts";

/**
 * A short-lived cache for catalog reads (listings and facets), per database. Every shopper's first screens hit the
 * same few listings; answering them from memory for CATALOG_TTL_MS keeps the listing near the speed of a bare query
 * (the design's API budget). Listings may show a stock figure up to that old; adding to the cart always checks the
 * real stock. Anything that changes products (restock, later orders and admin tools) calls `invalidateCatalog`.
 */
export const CATALOG_TTL_MS = 2000;
const MAX_ENTRIES = 500;

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<Database, Map<string, Entry>>();

export async function cachedCatalog<T>(db: Database, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
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
  cache.set(key, { at: now, value });
  value.catch(() => cache.delete(key));
  return value;
}

export function invalidateCatalog(db: Database): void {
  caches.get(db)?.clear();
}
