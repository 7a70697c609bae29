// What the API suites' global set-up hands to each test file, and the clean-up of clusters a killed run left.
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopLeftover } from "#db/embedded/cluster.ts";
import { isAlive } from "#db/embedded/lock.ts";

export interface TestDatabase {
  /** node-postgres settings of the server, without a database. */
  server: { host: string; port: number; user: string; password?: string };
  /** The migrated and seeded database each test file's database is cloned from. */
  template: string;
  /** Every database of this run is named `<prefix>_…`. */
  prefix: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}

/** Embedded test clusters of runs that died before their teardown: their server is stopped and their dir removed. */
export async function sweepTestClusters(): Promise<void> {
  const log = { info: () => {}, warn: () => {} };
  for (const name of await readdir(tmpdir()).catch(() => [] as string[])) {
    if (!name.startsWith("skinstate-test-")) continue;
    const dir = join(tmpdir(), name);
    const owner = Number(name.split("-")[2]); // skinstate-test-<pid>-<random>
    if (Number.isInteger(owner) && isAlive(owner)) continue;
    await stopLeftover(join(dir, "postgres"), log).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  }
}
