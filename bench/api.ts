// `npm run bench:api`: product list, product detail, add-to-cart (a new cart, and 200 existing guest carts in turn),
// each measured side by side with a bare Fastify route doing one indexed SELECT on the same database, with
// autocannon (50 connections, 2 s warm-up + 8 s). Runs on
// PGlite, and on PostgreSQL when DATABASE_URL (or BENCH_DATABASE_URL) is set — point it at a scratch database: the
// run seeds it if empty and creates (then deletes) thousands of carts. Budget on PostgreSQL (design brief): each
// route at least 0.5 of the bare route's req/s and p99 under 50 ms; exits 1 when missed. A benchmark, not a test.
//
//   npm run bench:api [-- --duration 8 --warmup 2 --connections 50 --only postgres|pglite --route "add to cart"]
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";

type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
type Request = { method?: string; body?: string; headers?: Record<string, string> };
type Options = {
  url: string; connections: number; duration: number; method?: string; body?: string; headers?: Record<string, string>;
  /** Called for every request: lets a run vary the body (autocannon's `requests[].setupRequest`). */
  requests?: { setupRequest: (request: Request) => Request }[];
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Options) => Promise<Result>;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" }, warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" }, only: { type: "string" }, route: { type: "string" },
  },
});
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const MIN_RATIO = 0.5;
const MAX_P99_MS = 50;
const root = join(import.meta.dirname, "..");
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "";

type Started = { child: ChildProcess; port: number; productId: number; productIds: number[]; slug: string };

async function startServer(db: string): Promise<Started> {
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it exits (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, join(root, "bench", "api-server.ts")], {
    cwd: root, env: { ...process.env, BENCH_DB: db }, stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", resolve);
  });
  return { child, ...(JSON.parse(line) as { port: number; productId: number; productIds: number[]; slug: string }) };
}

type Row = { db: string; route: string; rps: number; p50: number; p99: number; ratio: number; failures: number };

async function measure(options: Options): Promise<Result> {
  await autocannon({ ...options, duration: WARMUP });
  return autocannon({ ...options, duration: DURATION });
}

/** Guest carts made before the run (one line each), for the existing-cart add: a locked transaction per add. */
async function existingCarts(base: string, productId: number, count = 200): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/cart`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ product_id: productId, qty: 1 }),
    });
    if (!response.ok) throw new Error(`could not make a cart: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

async function benchDb(label: string, db: string): Promise<Row[]> {
  const server = await startServer(db);
  const base = `http://127.0.0.1:${server.port}`;
  const json = { "content-type": "application/json", "accept-language": "en" };
  const carts = await existingCarts(base, server.productId);
  let next = 0;
  // Round robin over carts, then over products: a line meets its 99 cap only after ~200,000 adds.
  const nextAdd = (request: Request): Request => {
    const i = next++;
    const productId = server.productIds[Math.floor(i / carts.length) % server.productIds.length];
    return { ...request, body: JSON.stringify({ cart_id: carts[i % carts.length], product_id: productId, qty: 1 }) };
  };
  const routes: [string, Omit<Options, "connections" | "duration">][] = [
    ["product list", { url: `${base}/api/product/?per_page=24` }],
    ["product detail", { url: `${base}/api/product/${server.slug}` }],
    ["add to cart", { url: `${base}/api/cart`, method: "POST", headers: json, body: JSON.stringify({ product_id: server.productId, qty: 1 }) }],
    ["add to existing cart", { url: `${base}/api/cart`, method: "POST", headers: json, requests: [{ setupRequest: nextAdd }] }],
  ];
  const rows: Row[] = [];
  try {
    for (const [route, options] of routes.filter(([name]) => !values.route || name === values.route)) {
      // Side by side: the yardstick is measured right before each route, so both see the same machine state.
      const bare = await measure({ url: `${base}/bench/bare`, connections: CONNECTIONS, duration: DURATION });
      const run = await measure({ ...options, connections: CONNECTIONS, duration: DURATION });
      rows.push({ db: label, route: "bare SELECT", rps: bare.requests.average, p50: bare.latency.p50, p99: bare.latency.p99, ratio: 1, failures: bare.non2xx + bare.errors });
      rows.push({
        db: label, route, rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99,
        ratio: run.requests.average / Math.max(1, bare.requests.average), failures: run.non2xx + run.errors,
      });
    }
  } finally {
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
  return rows;
}

const targets: [string, string][] = [];
if (values.only !== "postgres") targets.push(["PGlite", "pglite"]);
if (values.only !== "pglite" && postgresUrl) targets.push(["PostgreSQL", postgresUrl]);

const rows: Row[] = [];
for (const [label, db] of targets) rows.push(...(await benchDb(label, db)));

console.log(`\nautocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per route\n`);
console.log("| database | route | req/s | p50 ms | p99 ms | ratio to bare | failed |");
console.log("|---|---|---:|---:|---:|---:|---:|");
let failed = false;
for (const r of rows) {
  const overBudget = r.db === "PostgreSQL" && r.route !== "bare SELECT" && (r.ratio < MIN_RATIO || r.p99 >= MAX_P99_MS);
  if (overBudget || r.failures > 0) failed = true;
  console.log(`| ${r.db} | ${r.route} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.ratio.toFixed(2)} | ${r.failures}${overBudget ? " OVER BUDGET" : ""} |`);
}
if (!postgresUrl) console.log("\nDATABASE_URL is not set: PostgreSQL (where the budget applies) was not measured.");
console.log(`\nBudget on PostgreSQL: ratio >= ${MIN_RATIO} and p99 < ${MAX_P99_MS} ms. ${failed ? "FAIL" : "PASS"}`);
process.exit(failed ? 1 : 0);
