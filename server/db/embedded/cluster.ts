// The embedded database: a real PostgreSQL server run as a child process on a data dir of the shop's own, reached
// through a Unix socket only (decision 0080). Every write it acknowledges is on disk (fsync and synchronous commit
// stay on), so a `kill -9` of the shop loses nothing; the next start stops a server its killed parent left behind.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  closeSync, existsSync, openSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, statSync,
} from "node:fs";
import { chown, mkdir, readFile, rename, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { findBinaries } from "./binaries.ts";
import { runAs, serverUser, type ServerUser } from "./server-user.ts";
import { isAlive } from "./lock.ts";

export const DATABASE_NAME = "skinstate";
const PORT = 5432; // only names the socket file: the server listens on no TCP port
const LOG_ROTATE_BYTES = 5 * 1024 * 1024;

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

export interface EmbeddedCluster {
  /** node-postgres settings for the shop's database on this server. */
  connection: { host: string; port: number; user: string; database: string };
  pid: number;
  stop(): Promise<void>;
}

/** PostgreSQL's socket path must stay under ~107 bytes: a long data dir gets its socket in the temp dir instead. */
function socketDir(dir: string): string {
  if (join(dir, `.s.PGSQL.${PORT}`).length <= 100) return dir;
  return join(tmpdir(), `skinstate-pg-${createHash("sha256").update(dir).digest("hex").slice(0, 12)}`);
}

/** The first UTF-8 locale this machine has: pg_trgm needs a UTF-8 ctype to see Thai letters as letters. */
function utf8Locale(): string {
  let available = "";
  try {
    available = execFileSync("locale", ["-a"], { encoding: "utf8" });
  } catch {
    return "C.UTF-8";
  }
  const names = new Set(available.split(/\r?\n/).map((name) => name.trim().toLowerCase()));
  return ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"].find((name) => names.has(name.toLowerCase())) ?? "C.UTF-8";
}

/**
 * Creates the cluster in a scratch dir and renames it into place, so a start killed half-way leaves no half-made one.
 */
async function initialise(dir: string, user: ServerUser | null, log: Log): Promise<void> {
  const { initdb } = await findBinaries();
  const scratch = `${dir}.init-${process.pid}`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { mode: 0o700 });
  if (user) await chown(scratch, user.uid, user.gid);
  const started = performance.now();
  await runAs(user, initdb, [
    `--pgdata=${scratch}`, "--auth=trust", "--username=postgres", "--encoding=UTF8", `--locale=${utf8Locale()}`,
    "--no-instructions",
  ]);
  await rename(scratch, dir);
  log.info(`Created the embedded database in ${dir} in ${Math.round(performance.now() - started)} ms`);
}

/** Processes whose working directory is `dir`: a PostgreSQL server and every backend it forked chdir into it. */
function processesIn(dir: string): number[] {
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return []; // no /proc: the start's own retry covers what is left
  }
  const target = realpathSync(dir);
  return pids.map(Number).filter((pid) => {
    try {
      return pid !== process.pid && readlinkSync(`/proc/${pid}/cwd`) === target;
    } catch {
      return false;
    }
  });
}

async function signalUntilGone(pids: number[], steps: [NodeJS.Signals, number][]): Promise<boolean> {
  for (const [signal, waitMs] of steps) {
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    for (const deadline = Date.now() + waitMs; Date.now() < deadline;) {
      if (pids.every((pid) => !isAlive(pid))) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return pids.every((pid) => !isAlive(pid));
}

/**
 * What a killed shop left on this dir, stopped before a new start: its server, still running (a `kill -9` of the shop
 * alone), stopped with a fast shutdown, then harder; or the backends of a server killed with it, which PostgreSQL
 * would otherwise find still holding the old shared memory.
 */
export async function stopLeftover(dir: string, log: Log): Promise<void> {
  const pidFile = join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8").catch(() => "")).split("\n")[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid) && processesIn(dir).includes(pid)) {
    log.warn(`Stopping the database server (pid ${pid}) that a shop which did not shut down left running on ${dir}`);
    if (!(await signalUntilGone([pid], [["SIGINT", 15_000], ["SIGQUIT", 5_000], ["SIGKILL", 5_000]]))) {
      throw new Error(`The database server left running on ${dir} (pid ${pid}) does not stop`);
    }
  }
  const orphans = processesIn(dir);
  if (orphans.length > 0) {
    log.warn(`Stopping ${orphans.length} database processes left on ${dir} by a server that was killed`);
    await signalUntilGone(orphans, [["SIGQUIT", 3_000], ["SIGKILL", 5_000]]);
  }
  // Nothing runs in the dir any more (and this shop holds its lock), so the pid files are stale. PostgreSQL would
  // refuse to start if a pid in them now belonged to some other process.
  if (processesIn(dir).length > 0) return;
  const sockets = socketDir(dir);
  for (const file of [pidFile, join(sockets, `.s.PGSQL.${PORT}.lock`), join(sockets, `.s.PGSQL.${PORT}`)]) {
    await unlink(file).catch(() => undefined);
  }
}

/** Keeps the server's log beside its data dir, one old generation at most. */
function openLog(file: string): number {
  try {
    if (statSync(file).size > LOG_ROTATE_BYTES) renameSync(file, `${file}.1`);
  } catch {
    // no log yet
  }
  return openSync(file, "a", 0o644);
}

async function waitUntilReady(child: ChildProcess, connection: EmbeddedCluster["connection"], logFile: string) {
  let exited = false;
  child.once("exit", () => (exited = true));
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (exited) {
      const tail = readFileSync(logFile, "utf8").split("\n").slice(-12).join("\n");
      throw new Error(`The embedded database server stopped while starting. Its log (${logFile}) ends:\n${tail}`);
    }
    const client = new pg.Client({ ...connection, database: "postgres" });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`The embedded database server did not answer within 120 s (log: ${logFile})`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const hard = setTimeout(() => child.kill("SIGQUIT"), 30_000);
      child.once("exit", () => {
        clearTimeout(hard);
        resolve();
      });
      child.kill("SIGINT"); // fast shutdown: ends sessions, writes a checkpoint
    });
    return stopping;
  };
}

async function ensureDatabase(connection: EmbeddedCluster["connection"]): Promise<void> {
  const client = new pg.Client({ ...connection, database: "postgres" });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [connection.database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(connection.database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts PostgreSQL on `dir` (created on first use), waits until it answers and makes sure the shop's database
 * exists. The caller holds the data dir's lock. `settings` are extra server settings (`-c name=value`).
 */
export async function startCluster(
  dir: string, log: Log, settings: Record<string, string> = {},
): Promise<EmbeddedCluster> {
  const { postgres, major } = await findBinaries();
  const user = await serverUser([dir, postgres]);
  if (!existsSync(join(dir, "PG_VERSION"))) await initialise(dir, user, log);
  const written = (await readFile(join(dir, "PG_VERSION"), "utf8")).trim();
  if (written !== major) {
    throw new Error(`The embedded database in ${dir} was written by PostgreSQL ${written}; this shop runs ${major}.`);
  }
  await stopLeftover(dir, log);

  const sockets = socketDir(dir);
  if (sockets !== dir) {
    await mkdir(sockets, { recursive: true, mode: 0o700 });
    if (user) await chown(sockets, user.uid, user.gid);
  }
  const logFile = `${dir}.log`;
  const logFd = openLog(logFile);
  const flags = {
    listen_addresses: "", unix_socket_directories: sockets, unix_socket_permissions: "0700",
    shared_buffers: "32MB", max_connections: "60", ...settings,
  };
  // Its own process group: a Ctrl-C in the terminal reaches the shop, which then stops the server after its last
  // request, instead of the server dying under requests still in flight.
  const child = spawn(postgres, ["-D", dir, "-p", String(PORT),
    ...Object.entries(flags).flatMap(([k, v]) => ["-c", `${k}=${v}`])], {
    stdio: ["ignore", logFd, logFd], detached: true, env: { ...process.env, LC_MESSAGES: "C" },
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  closeSync(logFd);
  // A shop that exits without its graceful close (a forced second signal, a close that timed out) still asks the
  // server for its fast shutdown, which it finishes on its own; otherwise it would outlive the shop.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGINT");
  };
  process.once("exit", onExit);
  child.once("exit", () => process.removeListener("exit", onExit));
  const connection = { host: sockets, port: PORT, user: "postgres", database: DATABASE_NAME };
  const stop = stopper(child);
  try {
    await waitUntilReady(child, connection, logFile);
    await ensureDatabase(connection);
  } catch (error) {
    await stop();
    throw error;
  }
  return { connection, pid: child.pid ?? 0, stop };
}

/**
 * node-postgres settings for the shop's database of the embedded server under `<dataDir>/postgres`, for tools and
 * browser tests that change data behind a running shop (the socket is the server's; nothing is started here).
 */
export function embeddedConnection(dataDir: string): EmbeddedCluster["connection"] {
  return { host: socketDir(join(resolve(dataDir), "postgres")), port: PORT, user: "postgres", database: DATABASE_NAME };
}
