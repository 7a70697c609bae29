// Shared set-up for the API suites: a migrated + seeded database and the real app on top of it, driven by inject().
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app.ts";
import type { DbHandle } from "../../server/db/database.ts";
import { createPglite, openPostgres, pgliteHandle } from "../../server/db/open.ts";
import { seedDatabase } from "../../server/db/seed/index.ts";
import { readEnv, type Env } from "../../server/env.ts";

export const DATABASE_URL = process.env.DATABASE_URL ?? "";
export const onPostgres = DATABASE_URL !== "";

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Each test app counts rate limits under its own Redis prefix: member ids restart at 1 in a fresh test database.
  return readEnv({
    NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL, DATA_DIR: join(tmpdir(), "skinstate-unused"),
    RATE_LIMIT_PREFIX: `rl:test-${randomUUID()}:`, ...overrides,
  });
}

const DB_DIR = fileURLToPath(new URL("../../server/db/", import.meta.url));

/** Hash of everything that shapes the seeded database, so a cached snapshot is never stale. */
async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (/\.(ts|sql|json)$/.test(e.name) && !e.name.endsWith(".test.ts")) hash.update(full).update(await readFile(full));
    }
  };
  await walk(DB_DIR);
  return hash.digest("hex").slice(0, 16);
}

/**
 * A gzip tarball of a migrated and seeded PGlite data dir, built once and cached in the temp dir by source hash.
 * Loading it (~1-2 s) is much faster than initdb + migrate + seed for every suite.
 */
async function seededSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), "skinstate-api-snapshots", `${await sourceHash()}.tar.gz`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const client = await createPglite({});
  const handle = await pgliteHandle(client);
  await seedDatabase(handle.db, { demo: true });
  const dump = await client.dumpDataDir("gzip");
  await client.close();
  await mkdir(join(file, ".."), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return dump;
}

/** Drops everything in the test database (schema public and drizzle's migration journal). */
export async function resetPostgres(url = DATABASE_URL): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
  } finally {
    await client.end();
  }
}

/** A fresh, migrated and seeded database: PGlite in memory, or the PostgreSQL of DATABASE_URL reset first. */
export async function seededDatabase(): Promise<DbHandle> {
  if (onPostgres) {
    await resetPostgres();
    const handle = await openPostgres(DATABASE_URL);
    await seedDatabase(handle.db, { demo: true });
    return handle;
  }
  const client = await createPglite({ loadDataDir: await seededSnapshot() });
  return pgliteHandle(client);
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database. */
export async function startApp(options: { clientDir?: string } = {}): Promise<TestApp> {
  const db = await seededDatabase();
  const app = await buildApp({ env: testEnv(), db, clientDir: options.clientDir ?? join(tmpdir(), "skinstate-no-client") });
  return { app, db, close: async () => { await app.close(); await db.close(); } };
}

/** Headers for a request in a given language. */
export const inLanguage = (locale: "en" | "th") => ({ "accept-language": locale === "th" ? "th-TH,th;q=0.9" : "en-US,en;q=0.9" });
