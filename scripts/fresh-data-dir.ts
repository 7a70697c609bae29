// `node scripts/fresh-data-dir.ts <dir>`: removes a shop's data dir for a fresh start (the browser suite's .data-e2e),
// first stopping a database server that a killed run may have left on it, so no orphan keeps running on a dir that
// no longer exists.
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { stopLeftover } from "#db/embedded/cluster.ts";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/fresh-data-dir.ts <data dir>");
  process.exit(2);
}
await stopLeftover(join(resolve(dir), "postgres"), { info: () => {}, warn: (message) => console.warn(message) });
await rm(dir, { recursive: true, force: true });
