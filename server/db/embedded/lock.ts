// One shop per data dir: a lock file naming the process that holds it (decision 0080). A holder that died (kill -9,
// power loss) leaves the file behind; the next start sees that its process is gone and takes the lock over.
import { readFileSync } from "node:fs";
import { open, readFile, unlink } from "node:fs/promises";
import { join } from "node:path";

export interface LockHolder {
  pid: number;
  /** The holder's start time from /proc (Linux), so a recycled pid is not mistaken for the holder. */
  started: string | null;
  command: string;
  since: string;
}

export class DataDirBusyError extends Error {}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. Null where /proc is missing. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

export function isAlive(pid: number, started: string | null = null): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return started === null || processStart(pid) === null || processStart(pid) === started;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return typeof holder.pid === "number" ? holder : null;
  } catch {
    return null; // half-written by a holder that died while writing it
  }
}

/** Takes `<dir>/shop.lock` or throws DataDirBusyError naming the live process that holds it. */
export async function lockDataDir(dir: string): Promise<{ release(): Promise<void> }> {
  const file = join(dir, "shop.lock");
  const me: LockHolder = {
    pid: process.pid, started: processStart(process.pid), command: process.argv.slice(1).join(" "),
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, "wx", 0o644);
      await handle.writeFile(text);
      await handle.sync();
      await handle.close();
      return {
        async release() {
          if ((await readFile(file, "utf8").catch(() => "")) === text) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const seen = await readFile(file, "utf8").catch(() => "");
    const holder = parseHolder(seen);
    if (holder && isAlive(holder.pid, holder.started)) {
      throw new DataDirBusyError(
        `The data dir ${dir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        `Stop that shop first (kill ${holder.pid}), or start this one with another DATA_DIR.`,
      );
    }
    // A stale lock: its holder is gone. Removed only if it is still the file we judged (another starting shop may
    // have taken it over meanwhile).
    if ((await readFile(file, "utf8").catch(() => "")) === seen) await unlink(file).catch(() => undefined);
  }
  throw new DataDirBusyError(`The data dir ${dir} is being taken by another starting shop; try again.`);
}
