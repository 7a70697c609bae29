// `server/main.ts` as a child process, the way `npm start` runs it, for the process and crash tests.
import { spawn, type ChildProcess } from "node:child_process";
import { chmod, mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface ShopProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output(): string;
}

/** A temp folder the embedded server can enter (as root it runs as the postgres user; mkdtemp makes 0700). */
export async function scratchDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port)
        : reject(new Error("no port"))));
    });
  });
}

/** Starts the shop; `env` adds to a minimal environment (no client build, the embedded database unless given). */
export function runShop(env: Record<string, string>, port = Number(env.PORT ?? 0)): ShopProcess {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", SKIP_CLIENT_BUILD: "1", DATABASE_URL: "", LOG_LEVEL: "info", ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** `npm start` as a terminal or Playwright runs it: in a process group of its own, so a signal can reach them all. */
export function runNpmStart(env: Record<string, string>, port = Number(env.PORT ?? 0)): ShopProcess {
  const child = spawn("npm", ["start"], {
    cwd: ROOT, detached: true,
    // Playwright's web server gets the whole environment too (but vitest's NODE_ENV=test).
    env: { ...process.env, NODE_ENV: "development", SKIP_CLIENT_BUILD: "1", DATABASE_URL: "", ...env },
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Waits until the shop answers (or exits, or the deadline passes) and returns the milliseconds it took. */
export async function untilServing(shop: ShopProcess, deadlineMs = 100_000): Promise<number> {
  const started = Date.now();
  let exited = false;
  void shop.exited.then(() => (exited = true));
  while (Date.now() - started < deadlineMs && !exited) {
    const ok = await fetch(`${shop.base}/api/general/sitewide`).then((r) => r.ok, () => false);
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the shop did not start serving:\n${shop.output().slice(-2000)}`);
}

/** Products with at least `minStock` units, from the shop's own listing. */
export async function stockedProducts(base: string, minStock: number): Promise<{ id: number; stock: number }[]> {
  const list = await fetch(`${base}/api/product/?per_page=60`).then((r) => r.json()) as {
    data: { id: number; stock: number }[];
  };
  return list.data.filter((p) => p.stock >= minStock);
}
