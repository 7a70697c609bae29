// `npm run dev`: the API (server/main.ts, without building the browser app) and Vite with hot reload, together.
// Vite serves http://localhost:5173 and proxies /api and /media to the API on PORT (vite.config.ts).
// Output is prefixed [api] / [web]. Ctrl-C (or SIGTERM) stops both; if either exits, the other is stopped too.
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { createInterface } from "node:readline";

const root = join(import.meta.dirname, "..");
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "development", SKIP_CLIENT_BUILD: "1" };

type Named = { name: string; child: ChildProcess };

function start(name: string, command: string, args: string[]): Named {
  const child = spawn(command, args, { cwd: root, env, stdio: ["inherit", "pipe", "pipe"] });
  for (const [stream, sink] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    if (!stream) continue;
    createInterface({ input: stream }).on("line", (line) => sink.write(`[${name}] ${line}\n`));
  }
  child.on("error", (error) => console.error(`[${name}] could not start: ${error.message}`));
  return { name, child };
}

const processes = [
  start("api", process.execPath, ["server/main.ts"]),
  start("web", join(root, "node_modules", ".bin", "vite"), []),
];
console.log(`[dev] API on port ${process.env.PORT ?? 3000}; open http://localhost:5173 (Vite proxies /api)`);

let stopping = false;
function stopAll(signal: NodeJS.Signals, exitCode: number): void {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // A child that ignores the signal must not keep the terminal hostage.
  setTimeout(() => {
    for (const { child } of processes) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    process.exit(exitCode);
  }, 5_000).unref();
  Promise.all(processes.map(({ child }) => new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(null);
    else child.once("exit", resolve);
  }))).then(() => process.exit(exitCode));
}

process.on("SIGINT", () => stopAll("SIGINT", 130));
process.on("SIGTERM", () => stopAll("SIGTERM", 143));
for (const { name, child } of processes) {
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the other process`);
    stopAll("SIGTERM", code && code !== 0 ? code : 1);
  });
}
