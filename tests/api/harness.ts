// Shared set-up for the API suites: each test file gets its own database, cloned from the run's migrated and seeded
// template (tests/setup/database.ts), and the real app on top of it, driven by inject().
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "#server/app.ts";
import type { DbHandle } from "#db/database.ts";
import { openPostgres } from "#db/open.ts";
import { readEnv, type Env } from "#server/env.ts";

export function testEnv(overrides: Record<string, string> = {}): Env {
  // Each test app counts rate limits under its own Redis prefix: member ids restart at 1 in a fresh test database.
  return readEnv({
    NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: "", DATA_DIR: join(tmpdir(), "skinstate-unused"),
    RATE_LIMIT_PREFIX: `rl:test-${randomUUID()}:`, ...overrides,
  });
}

async function onServer(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ ...inject("testDatabase").server, database: "postgres" });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated and seeded database of its own, dropped again when it is closed. */
export async function seededDatabase(): Promise<DbHandle> {
  const { server, template, prefix } = inject("testDatabase");
  const name = `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = await openPostgres({ ...server, database: name });
  return {
    db: handle.db,
    connection: handle.connection,
    close: async () => {
      await handle.close();
      await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DbHandle;
  close(): Promise<void>;
}

/** The real app on a fresh seeded database. */
export async function startApp(options: { clientDir?: string } = {}): Promise<TestApp> {
  const db = await seededDatabase();
  const app = await buildApp({ env: testEnv(), db, clientDir:
    options.clientDir ?? join(tmpdir(), "skinstate-no-client") });
  return { app, db, close: async () => { await app.close(); await db.close(); } };
}

/** Headers for a request in a given language. */
export const inLanguage = (locale: "en" | "th") => ({ "accept-language":
  locale === "th" ? "th-TH,th;q=0.9" : "en-US,en;q=0.9" });
