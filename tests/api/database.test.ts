import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../server/db/database.ts";
import { openPgliteDir } from "../../server/db/open.ts";
import * as schema from "../../server/db/schema/index.ts";
import { DEMO_MEMBER } from "../../server/db/seed/demo.ts";
import { SEED_MARKER_KEY, seedDatabase, seedForStart } from "../../server/db/seed/index.ts";
import { readEnv } from "../../server/env.ts";
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
    expect(logged).toEqual([expect.stringMatching(/^Seeded the demo shop/), expect.stringMatching(/^ERROR A demo member/)]);
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

describe("PGlite data dir", () => {
  let root: string;
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (msg: string) => void warnings.push(msg) };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "skinstate-datadir-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("creates a missing DATA_DIR and migrates it", async () => {
    const dataDir = join(root, "nested", "data");
    const handle = await openPgliteDir(dataDir, log);
    try {
      expect(existsSync(join(dataDir, "db", "PG_VERSION"))).toBe(true);
      const [row] = await handle.db.select({ n: count() }).from(schema.products);
      expect(row?.n).toBe(0);
    } finally {
      await handle.close();
    }
    expect(warnings).toEqual([]);
  });

  it("moves a corrupt database aside with one log line and starts fresh", async () => {
    const dataDir = join(root, "corrupt");
    await mkdir(join(dataDir, "db"), { recursive: true });
    await writeFile(join(dataDir, "db", "PG_VERSION"), Buffer.from("garbage \u0000\u0001 not a database"));
    await writeFile(join(dataDir, "db", "postgresql.conf"), "this = is = not valid");
    const handle = await openPgliteDir(dataDir, log);
    try {
      const [row] = await handle.db.select({ n: count() }).from(schema.categories);
      expect(row?.n).toBe(0);
    } finally {
      await handle.close();
    }
    const entries = await readdir(dataDir);
    expect(entries).toContain("db");
    expect(entries.filter((e) => e.startsWith("db.corrupt-"))).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/could not be opened.*moved it to .*db\.corrupt-/);
  });

  it("reopens an existing data dir with its data", async () => {
    const dataDir = join(root, "nested", "data");
    const handle = await openPgliteDir(dataDir, log);
    try {
      await handle.db.insert(schema.socialLinks).values({ name: "Test", url: "https://example.com" });
    } finally {
      await handle.close();
    }
    const again = await openPgliteDir(dataDir, log);
    try {
      const [row] = await again.db.select({ n: count() }).from(schema.socialLinks);
      expect(row?.n).toBe(1);
    } finally {
      await again.close();
    }
  });
});

describe("environment", () => {
  it("applies defaults", () => {
    expect(readEnv({})).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: ".data", DATABASE_URL: "", LOG_LEVEL: "info", SKIP_CLIENT_BUILD: false });
  });

  it("names every bad variable", () => {
    expect(() => readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
    expect(() => readEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readEnv({ SKIP_CLIENT_BUILD: "yes" })).toThrow(/SKIP_CLIENT_BUILD/);
    expect(readEnv({ SKIP_CLIENT_BUILD: "1" }).SKIP_CLIENT_BUILD).toBe(true);
  });
});
