// `npm test`: every suite in pyramid order, cheapest first, stopping at the first failure.
// typecheck -> lint -> flows --check (docs/flows/ matches the machines) -> vitest (unit, model, api) -> Playwright
// against `npm start` on a fresh data dir.
// Output streams through; a summary line per step closes the run. Needs nothing already running.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const CHROMIUM = "/usr/bin/chromium";

type Step = { name: string; command: string; args: string[]; precheck?: () => string | null };
type Outcome = { name: string; status: "passed" | "failed" | "not run"; seconds: number; code?: number };

const steps: Step[] = [
  { name: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { name: "lint", command: "npm", args: ["run", "--silent", "lint"] },
  { name: "flow atlas matches the machines", command: "npm", args: ["run", "--silent", "flows", "--", "--check"] },
  { name: "vitest (unit, model, api)", command: bin("vitest"), args: ["run"] },
  {
    name: "playwright (browser)",
    command: bin("playwright"),
    args: ["test"],
    precheck: () =>
      existsSync(CHROMIUM)
        ? null
        : `${CHROMIUM} is missing. The browser tests use Debian's Chromium and Thai fonts; install them with:\n` +
          "  apt-get install -y chromium fonts-thai-tlwg",
  },
];

let current: ReturnType<typeof spawn> | null = null;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 130;
  });
}

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { cwd: root, stdio: "inherit", env: process.env });
    current = child;
    child.on("error", (error) => {
      console.error(`Could not start ${step.command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const outcomes: Outcome[] = [];
let failedCode = 0;
for (const step of steps) {
  if (failedCode !== 0) {
    outcomes.push({ name: step.name, status: "not run", seconds: 0 });
    continue;
  }
  console.log(`\n=== ${step.name}: ${[step.command.replace(`${root}/`, ""), ...step.args].join(" ")}\n`);
  const started = performance.now();
  const problem = step.precheck?.() ?? null;
  if (problem) console.error(problem);
  const code = problem ? 1 : await run(step);
  const seconds = (performance.now() - started) / 1000;
  outcomes.push({ name: step.name, status: code === 0 ? "passed" : "failed", seconds, code });
  if (code !== 0) failedCode = code;
}

console.log("\n=== summary");
for (const outcome of outcomes) {
  const time = outcome.status === "not run" ? "" : ` in ${outcome.seconds.toFixed(1)} s`;
  const code = outcome.status === "failed" ? ` (exit ${outcome.code})` : "";
  console.log(`${outcome.status.padEnd(7)}  ${outcome.name}${time}${code}`);
}
process.exit(failedCode);
