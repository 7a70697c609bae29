import { mkdir, rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import type { Database, DbHandle } from "./database.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Creates a PGlite client. Always the single-object constructor: `new PGlite(dir, { extensions })` silently drops the
 * options and pg_trgm then goes missing. No dataDir and no loadDataDir = in memory.
 */
export async function createPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  const client = new PGlite({ ...options, extensions: { pg_trgm } });
  await client.waitReady;
  return client;
}

/** Wraps an open PGlite client, applies the migrations and returns the handle (closing it closes the client). */
export async function pgliteHandle(client: PGlite): Promise<DbHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

/** Opens PostgreSQL through a pg Pool and applies the migrations. */
export async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  try {
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

/**
 * Opens PGlite under `<dataDir>/db`, creating the folder when missing. If PGlite cannot open what is there (a corrupt
 * or foreign data dir), the folder is moved aside to `db.corrupt-<timestamp>` with one log line and a fresh database
 * is created: the server must never crash-loop on a bad data dir.
 */
export async function openPgliteDir(dataDir: string, log: Log): Promise<DbHandle> {
  const dir = join(dataDir, "db");
  await mkdir(dataDir, { recursive: true });
  let client: PGlite;
  try {
    client = await createPglite({ dataDir: dir });
  } catch (error) {
    const exists = await stat(dir).then(() => true, () => false);
    if (!exists) throw error;
    const aside = `${dir}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    await rename(dir, aside);
    log.warn(`Database in ${dir} could not be opened (${describe(error)}); moved it to ${aside} and created a new one`);
    client = await createPglite({ dataDir: dir });
  }
  return pgliteHandle(client);
}

/** PGlite sometimes rejects with a non-Error object. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  try {
    return JSON.stringify(error).slice(0, 200);
  } catch {
    return String(error);
  }
}

/** The app's database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR. Migrated on open. */
export async function openDatabase(env: { DATABASE_URL: string; DATA_DIR: string }, log: Log): Promise<DbHandle> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  return openPgliteDir(env.DATA_DIR, log);
}
