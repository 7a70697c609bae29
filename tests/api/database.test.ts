import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#db/database.ts";
import { startCluster } from "#db/embedded/cluster.ts";
import { DataDirBusyError, isAlive } from "#db/embedded/lock.ts";
import { openEmbedded } from "#db/open.ts";
import * as schema from "#db/schema/index.ts";
import { DEMO_MEMBER } from "#seed/demo.ts";
import { SEED_MARKER_KEY, seedDatabase, seedForStart } from "#seed/index.ts";
import { readEnv } from "#server/env.ts";
import { seededDatabase } from "./harness.ts";

const tables = Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, value] as const] : []));

async function counts(handle: DbHandle): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of tables) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? -1;
  }
  return out;
}

describe("seed", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await seededDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("fills a believable shop", async () => {
    const n = await counts(handle);
    expect(n.categories).toBe(10);
    expect(n.brands).toBeGreaterThanOrEqual(20);
    expect(n.products).toBeGreaterThanOrEqual(150);
    expect(n.faqs).toBeGreaterThanOrEqual(10);
    expect(n.blogPosts).toBeGreaterThanOrEqual(6);
    expect(n.branches).toBe(4);
    expect(n.thProvinces).toBe(77);
    expect(n.thDistricts).toBeGreaterThan(900);
    expect(n.thSubDistricts).toBeGreaterThan(7000);
    const zeroStock = await handle.db.select({ n: count() }).from(schema.products).where(eq(schema.products.stock, 0));
    expect(zeroStock[0]?.n).toBeGreaterThan(0);
  });

  it("is idempotent: running it again, even without its marker, changes no counts", async () => {
    const before = await counts(handle);
    expect(await seedDatabase(handle.db, { demo: true })).toMatchObject({ seeded: false });
    expect(await counts(handle)).toEqual(before);
    await handle.db.delete(schema.storeSettings).where(eq(schema.storeSettings.key, SEED_MARKER_KEY));
    expect(await seedDatabase(handle.db, { demo: true })).toMatchObject({ seeded: true });
    expect(await counts(handle)).toEqual(before);
  });

  it("a production start never adds the demo member, and takes the password from one that got in", async () => {
    const demoHash = async () => (await handle.db.select({ hash: schema.members.passwordHash }).from(schema.members)
      .where(eq(schema.members.email, DEMO_MEMBER.email)))[0]?.hash;
    expect(await demoHash()).toEqual(expect.any(String));
    await handle.db.delete(schema.storeSettings).where(eq(schema.storeSettings.key, SEED_MARKER_KEY));
    const logged: string[] = [];
    const log = { info: (m: string) => void logged.push(m), error: (m: string) => void logged.push(`ERROR ${m}`) };
    await seedForStart(handle.db, true, log);
    expect(await demoHash()).toBeNull();
    expect(logged).toEqual([expect.stringMatching(/^Seeded the demo shop/),
      expect.stringMatching(/^ERROR A demo member/)]);
    logged.length = 0;
    await seedForStart(handle.db, true, log);
    expect(logged).toEqual([]);

    // A database whose first start is a production one gets no demo member at all.
    await handle.db.delete(schema.members).where(eq(schema.members.email, DEMO_MEMBER.email));
    await handle.db.delete(schema.storeSettings).where(eq(schema.storeSettings.key, SEED_MARKER_KEY));
    await seedForStart(handle.db, true, log);
    expect(logged).toEqual([expect.stringMatching(/^Seeded the demo shop/)]);
    expect(await demoHash()).toBeUndefined();
  });
});

describe("embedded data dir", () => {
  let root: string;
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (msg: string) => void warnings.push(msg) };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "skinstate-datadir-"));
    await chmod(root, 0o755); // as root the database server runs as another user, who must enter it
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates a missing DATA_DIR, migrates it and keeps its data for the next open", async () => {
    const dataDir = join(root, "nested", "data");
    const handle = await openEmbedded(dataDir, log);
    try {
      expect(existsSync(join(dataDir, "postgres", "PG_VERSION"))).toBe(true);
      const [row] = await handle.db.select({ n: count() }).from(schema.products);
      expect(row?.n).toBe(0);
      await handle.db.insert(schema.socialLinks).values({ name: "Test", url: "https://example.com" });
    } finally {
      await handle.close();
    }
    const again = await openEmbedded(dataDir, log);
    try {
      const [row] = await again.db.select({ n: count() }).from(schema.socialLinks);
      expect(row?.n).toBe(1);
    } finally {
      await again.close();
    }
    expect(warnings).toEqual([]);
    expect(existsSync(join(dataDir, "shop.lock"))).toBe(false);
  });

  it("refuses a second shop on the same data dir, naming the process that holds it", async () => {
    const dataDir = join(root, "busy");
    const first = await openEmbedded(dataDir, log);
    try {
      const second = openEmbedded(dataDir, log);
      await expect(second).rejects.toBeInstanceOf(DataDirBusyError);
      await expect(second).rejects.toThrow(new RegExp(`in use by process ${process.pid} \\(`));
      // The refusal left the first one serving.
      const [row] = await first.db.select({ n: count() }).from(schema.products);
      expect(row?.n).toBe(0);
    } finally {
      await first.close();
    }
  });

  it("takes over the lock of a shop that died and stops the database server it left running", async () => {
    const dataDir = join(root, "orphan");
    await mkdir(dataDir, { recursive: true });
    // What a `kill -9` of the shop leaves: its lock file naming a dead process, and its server still running.
    const leftover = await startCluster(join(dataDir, "postgres"), log);
    await writeFile(join(dataDir, "shop.lock"), JSON.stringify({ pid: 2 ** 22 + 1, started: null, command: "x",
      since: "" }));
    const handle = await openEmbedded(dataDir, log);
    try {
      expect(isAlive(leftover.pid)).toBe(false);
      const [row] = await handle.db.select({ n: count() }).from(schema.products);
      expect(row?.n).toBe(0);
    } finally {
      await handle.close();
    }
    expect(warnings).toEqual([expect.stringMatching(/Stopping the database server \(pid \d+\) that a shop/)]);
  });

  it("refuses a data dir PostgreSQL cannot start on, with the end of its log, and changes nothing there", async () => {
    const dataDir = join(root, "broken");
    const first = await openEmbedded(dataDir, log);
    await first.close();
    await writeFile(join(dataDir, "postgres", "postgresql.conf"), "this = is = not valid\n");
    await expect(openEmbedded(dataDir, log)).rejects.toThrow(/stopped while starting[\s\S]*postgresql\.conf/);
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(["postgres", "postgres.log"]));
    expect(existsSync(join(dataDir, "shop.lock"))).toBe(false);
  });
});

describe("environment", () => {
  it("applies defaults", () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: ".data", DATABASE_URL: "",
      LOG_LEVEL: "info", SKIP_CLIENT_BUILD: false });
  });

  it("names every bad variable", () => {
    expect(() => readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" }))
      .toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
    expect(() => readEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readEnv({ SKIP_CLIENT_BUILD: "yes" })).toThrow(/SKIP_CLIENT_BUILD/);
    expect(readEnv({ SKIP_CLIENT_BUILD: "1" }).SKIP_CLIENT_BUILD).toBe(true);
  });
});
