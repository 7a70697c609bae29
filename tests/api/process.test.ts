// server/main.ts as a process: boots on a fresh data dir, answers, shuts down cleanly; refuses a bad environment.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "skinstate-main-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", SKIP_CLIENT_BUILD: "1", DATABASE_URL: "", LOG_LEVEL: "info", ...env },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("server/main.ts", () => {
  it("starts on a fresh DATA_DIR, seeds, serves, and exits 0 on SIGTERM", async () => {
    const port = await freePort();
    const main = runMain({ PORT: String(port), DATA_DIR: join(dataDir, "fresh") });
    try {
      let body: unknown;
      // Generous: a cold PGlite initdb takes seconds, and much longer on a loaded 2-core CI box.
      const deadline = Date.now() + 100_000;
      while (body === undefined && Date.now() < deadline) {
        body = await fetch(`http://127.0.0.1:${port}/api/general/sitewide`).then((r) => r.json(), () => undefined);
        if (body === undefined) await new Promise((r) => setTimeout(r, 100));
      }
      expect(body).toMatchObject({ data: { enabled: true } });
      main.child.kill("SIGTERM");
      expect(await main.exited).toBe(0);
      expect(main.output()).toMatch(/Seeded the demo shop/);
      expect(main.output()).toMatch(/Shutting down \(SIGTERM\)/);
    } finally {
      main.child.kill("SIGKILL");
    }
  }, 120_000);

  it("exits 1 with a clear message on a bad environment", async () => {
    const main = runMain({ PORT: "not-a-port", DATA_DIR: join(dataDir, "never") });
    expect(await main.exited).toBe(1);
    expect(main.output()).toMatch(/Invalid environment:\s+PORT="not-a-port"/);
  });
});
