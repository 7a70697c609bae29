// server/main.ts as a process: boots on a fresh data dir, answers, shuts down cleanly (its database server too);
// refuses a second shop on the same data dir; recovers by itself after a kill -9; refuses a bad environment.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAlive } from "#db/embedded/lock.ts";
import { processTree } from "#tests/process/process-tree.ts";
import {
  freePort, runNpmStart, runShop, scratchDir, stockedProducts, untilServing,
} from "#tests/process/shop-process.ts";

let dataDir: string;

beforeAll(async () => {
  dataDir = await scratchDir("skinstate-main-");
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The embedded server the shop started (its child running `postgres -D <dir>`), from /proc. */
function databasePid(shopPid: number): number {
  const server = processTree(shopPid).find((p) => p.pid !== shopPid && p.name.includes("postgres -D"));
  if (!server) throw new Error("the shop runs no database server");
  return server.pid;
}

/** Resolves once `pid` has exited (the shop finishes its close after npm itself has gone). */
async function untilGone(pid: number, deadlineMs = 30_000): Promise<void> {
  for (const start = Date.now(); isAlive(pid); ) {
    if (Date.now() - start > deadlineMs) throw new Error(`process ${pid} still runs`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("server/main.ts", () => {
  it("starts on a fresh DATA_DIR, seeds, serves, and on SIGTERM exits 0 and stops its database", async () => {
    const port = await freePort();
    const shop = runShop({ PORT: String(port), DATA_DIR: join(dataDir, "fresh") });
    try {
      await untilServing(shop);
      const database = databasePid(shop.child.pid ?? 0);
      shop.child.kill("SIGTERM");
      const code = await shop.exited;
      if (code !== 0) throw new Error(`exit ${code}:\n${shop.output().slice(-3000)}`);
      expect(shop.output()).toMatch(/Seeded the demo shop/);
      expect(shop.output()).toMatch(/Shutting down \(SIGTERM\)/);
      expect(isAlive(database)).toBe(false);
    } finally {
      shop.child.kill("SIGKILL");
    }
  }, 120_000);

  it("npm start and the shop stop together on a TERM to their group (Ctrl-C, Playwright), the database too",
    async () => {
    const port = await freePort();
    const npm = runNpmStart({ PORT: String(port), DATA_DIR: join(dataDir, "group") });
    const group = npm.child.pid ?? 0;
    try {
      await untilServing(npm);
      const shop = processTree(group).find((p) => p.name.includes("server/main.ts"));
      if (!shop) throw new Error("npm start runs no shop");
      const database = databasePid(shop.pid);
      // npm relays the TERM its group got to the shop: the shop takes it as the same request, not a second one.
      process.kill(-group, "SIGTERM");
      await npm.exited;
      await untilGone(shop.pid);
      expect(npm.output()).toMatch(/Shutting down \(SIGTERM\)/);
      expect(npm.output()).not.toMatch(/second SIGTERM/);
      expect(isAlive(database)).toBe(false);
    } finally {
      try {
        process.kill(-group, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }, 120_000);

  it("refuses a second shop on the same DATA_DIR at once, naming the first", async () => {
    const dir = join(dataDir, "shared");
    const first = runShop({ PORT: String(await freePort()), DATA_DIR: dir });
    try {
      await untilServing(first);
      const second = runShop({ PORT: String(await freePort()), DATA_DIR: dir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${first.child.pid} (`);
      expect(await fetch(`${first.base}/api/general/sitewide`).then((r) => r.status)).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
      await first.exited;
    }
  }, 120_000);

  it("after a kill -9 the next start takes over by itself and serves the same data", async () => {
    const dir = join(dataDir, "killed");
    const port = await freePort();
    const first = runShop({ PORT: String(port), DATA_DIR: dir });
    await untilServing(first);
    const [product] = await stockedProducts(first.base, 1);
    const cart = await fetch(`${first.base}/api/cart`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ product_id: product?.id, qty: 1 }),
    }).then((r) => r.json() as Promise<{ data: { id: string } }>);
    const leftover = databasePid(first.child.pid ?? 0);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(isAlive(leftover)).toBe(true); // what a kill -9 leaves behind
    const again = runShop({ PORT: String(port), DATA_DIR: dir });
    try {
      await untilServing(again);
      expect(again.output()).toMatch(/Stopping the database server \(pid \d+\) that a shop which did not shut down/);
      expect(isAlive(leftover)).toBe(false);
      const read = await fetch(`${again.base}/api/cart?cart_id=${cart.data.id}`);
      expect(read.status).toBe(200);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }
  }, 120_000);

  it("exits 1 with a clear message on a bad environment", async () => {
    const shop = runShop({ PORT: "not-a-port", DATA_DIR: join(dataDir, "never") });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(/Invalid environment:\s+PORT="not-a-port"/);
  });

  it("refuses production without the settings several processes share, naming each", async () => {
    const shop = runShop({ NODE_ENV: "production", PORT: String(await freePort()), DATA_DIR: join(dataDir, "never"),
      OTP_PEPPER: "short" });
    expect(await shop.exited).toBe(1);
    const output = shop.output();
    expect(output).toMatch(/NODE_ENV=production needs these settings/);
    for (const name of ["DATABASE_URL", "REDIS_URL", "PUBLIC_URL"]) expect(output).toContain(`  ${name}: `);
    expect(output).toContain("OTP_PEPPER: shorter than 32 characters");
  });
});
