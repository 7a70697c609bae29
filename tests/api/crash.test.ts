// Nothing acknowledged is lost: the shop is killed with SIGKILL during a burst of cart writes and started again on the
// same database, three times; every acknowledged write must be there. On the embedded default also with its database
// server killed at the same instant. On DATABASE_URL (the second CI run) the shop runs on a database of its own there.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { crashRound } from "#tests/process/crash.ts";
import { freePort, scratchDir } from "#tests/process/shop-process.ts";
// The payment kill -9 test runs in this file, after the cart one: two crash tests at once in the suite's two workers
// slow each other's shops down to a handful of writes per burst.
import "./payment-crash.ts";

const external = Boolean(process.env.DATABASE_URL);
let dataDir: string;
let databaseUrl = "";

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ ...inject("testDatabase").server, database: "postgres" });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

beforeAll(async () => {
  dataDir = await scratchDir("skinstate-crash-");
  if (!external) return;
  const { server, prefix } = inject("testDatabase");
  const name = `${prefix}_crash`;
  await onServer(`CREATE DATABASE "${name}"`);
  const auth = server.password ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}`
    : server.user;
  databaseUrl = `postgres://${auth}@${server.host}:${server.port}/${name}`;
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (external) await onServer(`DROP DATABASE IF EXISTS "${inject("testDatabase").prefix}_crash" WITH (FORCE)`);
});

const where = external ? "PostgreSQL of DATABASE_URL" : "embedded PostgreSQL";
const cases = external ? [false] : [false, true];

describe(`kill -9 during a burst of cart writes (${where})`, () => {
  it.each(cases)("loses no acknowledged write (database killed too: %s)", async (killDatabase) => {
    const env = {
      PORT: String(await freePort()), DATA_DIR: join(dataDir, killDatabase ? "tree" : "shop"),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
    };
    for (let round = 1; round <= 3; round++) {
      const result = await crashRound({ env, killDatabase, burstMs: 1500 });
      console.log(`crash round ${round} (${where}, ${killDatabase ? "shop and database" : "shop"} killed): ` +
        `${result.acknowledged} writes to ${result.carts} carts acknowledged, ${result.present} present after restart`);
      expect(result.acknowledged).toBeGreaterThan(20);
      expect(result.lost).toEqual([]);
    }
  }, 240_000);
});
