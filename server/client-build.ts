import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Everything the browser bundle is built from. */
const SOURCES = ["src", "contract", "machines", "locales", "index.html", "vite.config.ts", "lingui.config.ts",
  "public"];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file shows up as a newer directory
  for (const entry of await readdir(path, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, await newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** The server's render of the app (decision 0141), built beside the browser's. */
const SSR_ENTRY = "src/entry-server.tsx";

/** Why the build is needed, or undefined when dist/index.html and dist-ssr/ are newer than every source. */
export async function clientBuildReason(clientDir: string, root = ROOT): Promise<string | undefined> {
  const index = join(clientDir, "index.html");
  const ssrEntry = join(`${clientDir}-ssr`, "entry-server.js");
  if (!existsSync(index) || !existsSync(ssrEntry)) return "no build found";
  const built = Math.min((await stat(index)).mtimeMs, (await stat(ssrEntry)).mtimeMs);
  const sources = await Promise.all(SOURCES.map((s) => newestMtime(join(root, s))));
  return Math.max(...sources) > built ? "sources changed since the last build" : undefined;
}

/** Runs `vite build` for the browser, then for the server's render, with this same Node binary; rejects on failure. */
export async function buildClient(root = ROOT): Promise<void> {
  await vite(root, ["build", "--logLevel", "warn"]);
  await vite(root, ["build", "--ssr", SSR_ENTRY, "--outDir", "dist-ssr", "--logLevel", "warn"]);
}

function vite(root: string, args: string[]): Promise<void> {
  const bin = join(root, "node_modules", "vite", "bin", "vite.js");
  // Always a production build: under vitest NODE_ENV is "test", which would build React's and emotion's
  // development code into the browser bundle, whose class names then differ from the server's render.
  const env = { ...process.env, NODE_ENV: "production" };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: root, stdio: "inherit", env });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`))));
  });
}
