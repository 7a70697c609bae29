import { count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/database.ts";
import {
  blogPosts, branches, countries, faqs, linePointsSandbox, menuItems, products, reviews, rewards, seoRecords,
  sitewideAlerts, socialLinks, storeSettings, thProvinces,
} from "#db/schema/index.ts";
import { retireDemoMember } from "./demo.ts";
import { DEV_STAFF, ensureDevStaff } from "#workflows/support/staff.ts";

/**
 * The demo data and its writers, loaded only when a database needs seeding: a seeded shop's process never holds the
 * catalog's source text or the Thai address tables in memory (measured: tens of MB of resident memory).
 */
async function seeders() {
  const [catalog, content, coupons, demo, geo, reviews, membership] = await Promise.all([
    import("./catalog.ts"), import("./content.ts"), import("./coupons.ts"), import("./demo.ts"), import("./geo.ts"),
    import("./reviews.ts"), import("./membership.ts"),
  ]);
  return { ...catalog, ...content, ...coupons, ...demo, ...geo, ...reviews, ...membership };
}

export const SEED_MARKER_KEY = "seed";
/**
 * Version 2 added coupons and reviews, version 3 the demo member with orders (outside production); a database seeded
 * at an older version gets what it lacks at the next boot. Version 4 added gifts, promotions, the sandbox LINE
 * points and the demo member's earned points. Version 5 adds coupons a database lacks by code (EXCLUSIVE300 replaced
 * EXCLUSIVE5, decision 0135).
 */
const SEED_VERSION = 5;
/** Advisory lock key of seeding (one process at a time on a database). */
const SEED_LOCK_KEY = 7_204_020;

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo shop. Idempotent: a marker row says it is done, and each area is only
 * inserted when its table is still empty, all inside one transaction, so running it twice changes nothing and a
 * crash half-way leaves no half-seeded database. `demo` adds the demo member and their orders (README "Demo login");
 * a starting server passes it from its checked settings (`seedForStart`), never in production.
 */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<{ seeded: boolean; ms: number }> {
  const { demo } = options;
  const started = performance.now();
  const [marker] = await db.select().from(storeSettings).where(eq(storeSettings.key, SEED_MARKER_KEY));
  const version = (marker?.value as { version?: unknown } | undefined)?.version;
  if (typeof version === "number" && version >= SEED_VERSION) return { seeded: false, ms: performance.now() - started };

  const {
    seedCatalog, seedMenu, seedContent, seedCountries, seedThaiAddresses, seedCoupons, seedReviews, seedDemoMember,
    seedRewards, seedLinePoints, seedDemoPoints,
  } = await seeders();
  const done = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Another shop process booting on the same database may be seeding it: wait for it, then look again.
    await t.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await t.select().from(storeSettings).where(eq(storeSettings.key, SEED_MARKER_KEY));
    const now = (again?.value as { version?: unknown } | undefined)?.version;
    if (typeof now === "number" && now >= SEED_VERSION) return true;
    if (await isEmpty(t, products)) await seedCatalog(t);
    if (await isEmpty(t, menuItems)) await seedMenu(t);
    const contentTables = [sitewideAlerts, seoRecords, faqs, blogPosts, branches, socialLinks];
    let contentEmpty = true;
    for (const table of contentTables) contentEmpty &&= await isEmpty(t, table);
    if (contentEmpty) await seedContent(t);
    if (await isEmpty(t, countries)) await seedCountries(t);
    if (await isEmpty(t, thProvinces)) await seedThaiAddresses(t);
    // By code, on conflict nothing: existing coupons (and their use counts) stay as they are.
    await seedCoupons(t);
    if (await isEmpty(t, reviews)) await seedReviews(t);
    if (await isEmpty(t, rewards)) await seedRewards(t);
    if (await isEmpty(t, linePointsSandbox)) await seedLinePoints(t);
    if (demo) await seedDemoMember(t);
    if (demo) await seedDemoPoints(t);
    const value = { version: SEED_VERSION, at: new Date().toISOString() };
    await t.insert(storeSettings).values({ key: SEED_MARKER_KEY, value })
      .onConflictDoUpdate({ target: storeSettings.key, set: { value } });
    return false;
  });
  if (done) return { seeded: false, ms: performance.now() - started };
  // Statistics for the catalog from the first request on: autovacuum analyzes a table only after its own threshold and
  // nap, and until then statements are planned blind (measured: a cart's lines joined by sequential scans of products,
  // brands and categories, 7x slower than with statistics). Not the carts tables: analyzed while empty, they would be
  // planned as empty (sequential scans for the foreign-key checks) until the next analyze.
  await db.execute(sql`ANALYZE products, brands, categories, product_search, reviews`);
  return { seeded: true, ms: performance.now() - started };
}

/**
 * What a starting server does with its database: seeds it, with the demo member only outside production, and in
 * production takes the published password away from a demo member that reached this database anyway. Says both in
 * the log.
 */
export async function seedForStart(
  db: Database, production: boolean, log: { info: (message: string) => void; error: (message: string) => void },
): Promise<void> {
  const seed = await seedDatabase(db, { demo: !production });
  if (seed.seeded) log.info(`Seeded the demo shop in ${Math.round(seed.ms)} ms`);
  if (production && (await retireDemoMember(db))) {
    log.error("A demo member was in this production database: its password is now removed");
  }
  // The support console's development account (README "Support console"); production gets none (staff:create).
  if (!production && (await ensureDevStaff(db))) log.info(`Support console: sign in as ${DEV_STAFF.email}`);
}
