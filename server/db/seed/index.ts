import { count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../database.ts";
import {
  blogPosts, branches, countries, faqs, menuItems, products, seoRecords, sitewideAlerts, socialLinks, storeSettings,
  thProvinces,
} from "../schema/index.ts";
import { seedCatalog } from "./catalog.ts";
import { seedContent, seedMenu } from "./content.ts";
import { seedCountries, seedThaiAddresses } from "./geo.ts";

export const SEED_MARKER_KEY = "seed";
const SEED_VERSION = 1;

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo shop. Idempotent: a marker row says it is done, and each area is only
 * inserted when its table is still empty, all inside one transaction, so running it twice changes nothing and a
 * crash half-way leaves no half-seeded database.
 */
export async function seedDatabase(db: Database): Promise<{ seeded: boolean; ms: number }> {
  const started = performance.now();
  const [marker] = await db.select().from(storeSettings).where(eq(storeSettings.key, SEED_MARKER_KEY));
  if (marker) return { seeded: false, ms: performance.now() - started };

  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    if (await isEmpty(t, products)) await seedCatalog(t);
    if (await isEmpty(t, menuItems)) await seedMenu(t);
    const contentTables = [sitewideAlerts, seoRecords, faqs, blogPosts, branches, socialLinks];
    let contentEmpty = true;
    for (const table of contentTables) contentEmpty &&= await isEmpty(t, table);
    if (contentEmpty) await seedContent(t);
    if (await isEmpty(t, countries)) await seedCountries(t);
    if (await isEmpty(t, thProvinces)) await seedThaiAddresses(t);
    await t.insert(storeSettings)
      .values({ key: SEED_MARKER_KEY, value: { version: SEED_VERSION, at: new Date().toISOString() } })
      .onConflictDoNothing();
  });
  return { seeded: true, ms: performance.now() - started };
}
