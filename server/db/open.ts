import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import type { Database, DbHandle } from "./database.ts";
import { startCluster } from "./embedded/cluster.ts";
import { lockDataDir } from "./embedded/lock.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("./migrations", import.meta.url));

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

const silent: Log = { info: () => {}, warn: () => {} };

/**
 * The advisory lock key that keeps shop processes booting together on one database from migrating (and seeding, see
 * seed/index.ts) at the same time: the second waits, then finds the work done.
 */
export const BOOT_LOCK_KEY = 7_204_019;

async function migrateAlone(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [BOOT_LOCK_KEY]);
    await run();
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [BOOT_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}

/** Opens a PostgreSQL database through a pg Pool and applies the migrations. */
export async function openPostgres(target: string | pg.PoolConfig, log: Log = silent): Promise<DbHandle> {
  const config = typeof target === "string" ? { connectionString: target } : target;
  const pool = new pg.Pool({ ...config, max: 10 });
  // An idle connection the server ends (a restart, a shutdown racing the pool's last goodbyes) is dropped from the
  // pool and replaced on demand; without a listener node-postgres would throw it out of the process.
  let closing = false;
  pool.on("error", (error) => closing || log.warn(`An idle database connection ended: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  try {
    await migrateAlone(pool, () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: db as unknown as Database,
    connection: config,
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/**
 * A DATABASE_URL reaching the embedded server through its Unix socket (node-postgres reads `host` as the socket dir).
 */
export function embeddedUrl(connection: { host: string; port: number; user: string; database: string }): string {
  const socket = encodeURIComponent(connection.host);
  return `postgres://${connection.user}@localhost:${connection.port}/${connection.database}?host=${socket}`;
}

/**
 * The embedded default (decision 0080): takes `<dataDir>/shop.lock`, starts PostgreSQL on `<dataDir>/postgres` and
 * opens the shop's database on it. Closing it closes the pool, stops the server and releases the lock.
 */
export async function openEmbedded(dataDir: string, log: Log): Promise<DbHandle> {
  const root = resolve(dataDir);
  await mkdir(root, { recursive: true });
  const lock = await lockDataDir(root);
  try {
    if (existsSync(join(root, "db", "PG_VERSION"))) {
      log.info(`${join(root, "db")} is a database of an earlier version of the shop (PGlite) and is no longer read`);
    }
    const cluster = await startCluster(join(root, "postgres"), log);
    log.info(
      `Another shop process on this machine can share this database: DATABASE_URL=${embeddedUrl(cluster.connection)}`);
    const handle = await openPostgres(cluster.connection, log).catch(async (error: unknown) => {
      await cluster.stop();
      throw error;
    });
    return {
      db: handle.db,
      connection: handle.connection,
      close: async () => {
        await handle.close();
        await cluster.stop();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The app's database: the PostgreSQL of DATABASE_URL when set, else the embedded one under DATA_DIR. Migrated. */
export async function openDatabase(env: { DATABASE_URL: string; DATA_DIR: string }, log: Log): Promise<DbHandle> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL, log) : openEmbedded(env.DATA_DIR, log);
}
