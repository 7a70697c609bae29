// Global set-up of the API suites: one PostgreSQL server for the whole run (the embedded one in a temp dir, or the
// server of DATABASE_URL), one migrated and seeded template database on it, and every test file's database cloned
// from that template (tests/api/harness.ts). Cloning takes ~100 ms; migrating and seeding once per file took seconds.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startCluster } from "#db/embedded/cluster.ts";
import { openPostgres } from "#db/open.ts";
import { seedDatabase } from "#seed/index.ts";
import { JOBS } from "#jobs/registry.ts";
import { startJobs } from "#jobs/runner.ts";
import { readEnv } from "#server/env.ts";
import { sweepTestClusters, type TestDatabase } from "./test-database.ts";

const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };

/** The server's connection without a database name, and the name the run's databases start with. */
async function server(): Promise<{ base: TestDatabase["server"]; prefix: string; stop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    // Databases of this run are named after the configured one, so runs on other databases of a shared server
    // never touch them.
    const { database, ...base } = parseUrl(url);
    return { base, prefix: `${database}_t`, stop: async () => {} };
  }
  await sweepTestClusters();
  // The dir names the run's process, so a later run can tell a live run's cluster from a dead one's.
  const dir = await mkdtemp(join(tmpdir(), `skinstate-test-${process.pid}-`));
  await chmod(dir, 0o755); // mkdtemp makes it 0700; as root the server runs as another user, who must enter it
  const cluster = await startCluster(join(dir, "postgres"), quiet, { fsync: "off", full_page_writes: "off" });
  const { database: _unused, ...base } = cluster.connection;
  return {
    base, prefix: "t",
    stop: async () => {
      await cluster.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function parseUrl(url: string): TestDatabase["server"] & { database: string } {
  const u = new URL(url);
  return {
    host: decodeURIComponent(u.hostname), port: Number(u.port || 5432), user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password), database: decodeURIComponent(u.pathname.slice(1)),
  };
}

async function admin(base: TestDatabase["server"], run: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ ...base, database: "postgres" });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** Drops the databases an earlier run with this prefix left behind (killed before its teardown). */
async function dropLeftovers(base: TestDatabase["server"], prefix: string): Promise<void> {
  await admin(base, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1", [`${prefix}\\_%`],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

export default async function setup(project: TestProject) {
  const { base, prefix, stop } = await server();
  await dropLeftovers(base, prefix);
  const template = `${prefix}_template`;
  await admin(base, (client) => client.query(`CREATE DATABASE "${template}"`).then(() => undefined));
  const handle = await openPostgres({ ...base, database: template });
  await seedDatabase(handle.db, { demo: true });
  // The job queue's schema and queues, installed once here instead of by every test app.
  const quietJobs = { info: () => {}, warn: () => {}, error: (message: string) => console.error(message) };
  const runner = await startJobs({
    connection: handle.connection, db: handle.db, log: quietJobs,
    env: readEnv({ NODE_ENV: "test", SMTP_URL: "smtp://127.0.0.1:1" }), jobs: JOBS, work: false,
  });
  await runner.stop();
  await handle.close(); // a template must have no sessions while it is copied
  const provided: TestDatabase = { server: base, template, prefix };
  project.provide("testDatabase", provided);
  return async () => {
    await dropLeftovers(base, prefix).catch(() => undefined);
    await stop();
  };
}
