// `npm run bench:api`: product list, product detail, the server-rendered product page, add-to-cart (a new cart, and 200
// existing guest carts in turn), each measured side by side with a bare Fastify route doing one indexed SELECT on the
// same database, with autocannon (50 connections, 2 s warm-up + 8 s); then order placement (a guest's POST api/order/,
// each request on a cart of its own) at 20 connections, beside the bare route at 20. Runs on the embedded PostgreSQL (a
// fresh data dir, durable as `npm start` runs it), and on the PostgreSQL of DATABASE_URL (or BENCH_DATABASE_URL) when
// set — point it at a scratch database: the run seeds it if empty and creates (then deletes) thousands of carts and
// orders. Budget (design brief): each route at least 0.5 of the bare route's req/s and p99 under 50 ms; order placement
// p99 under 100 ms at 20 connections, its ratio shown but not budgeted (a placement is a durable
// multi-statement transaction); exits 1 when missed. It also prints the resident memory of the shop's process (and of
// the embedded server's processes) after its set-up and under the load. Not a test.
//
//   npm run bench:api [-- --duration 8 --warmup 2 --connections 50 --only postgres|embedded --route "add to cart"]
//
// Then the webhook figure (decision 0185): 1,000 PromptPay payments completed at the sandbox in a burst, the time from
// each charge's completion to its order reading Processing Order, p50 and p99, with the reconciliation job off (goal:
// p99 under 2 s): see bench/webhooks.ts. `--route webhooks` runs it alone, `--payments N` changes the burst.
//
// `--processes 2` instead measures each route on one shop process and then on two processes on the same
// database side by side (autocannon spreading the same connections over both) and prints the ratio: see
// bench/processes.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { describeTree, processTree, shopProcess } from "#tests/process/process-tree.ts";
import { benchWebhooks, type WebhookFigure } from "./webhooks.ts";

type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
type Request = { method?: string; body?: string; headers?: Record<string, string> };
type Options = {
  url: string | string[]; connections: number; duration: number;
  method?: string; body?: string; headers?: Record<string, string>;
  /** Called for every request: lets a run vary the body (autocannon's `requests[].setupRequest`). */
  requests?: { setupRequest: (request: Request) => Request }[];
};
const autocannon = createRequire(import.meta.url)("autocannon") as (options: Options) => Promise<Result>;

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "8" }, warmup: { type: "string", default: "2" },
    connections: { type: "string", default: "50" }, only: { type: "string" }, route: { type: "string" },
    processes: { type: "string", default: "1" }, payments: { type: "string", default: "1000" },
  },
});
const PROCESSES = Number(values.processes);
const DURATION = Number(values.duration);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const MIN_RATIO = 0.5;
const MAX_P99_MS = 50;
/** The server-rendered page: a render takes tens of milliseconds of CPU, so 50 connections would only queue. */
const SSR_CONNECTIONS = 10;
/** Order placement: its own budget and load. */
const ORDER_CONNECTIONS = 20;
const ORDER_MAX_P99_MS = 100;
const root = join(import.meta.dirname, "..");
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "";
/** The Node flags and environment `npm start` runs the shop with (package.json): the benchmark's server runs alike. */
const START = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: { start: string } })
  .scripts.start;
const START_FLAGS = START.match(/--[\w-]+=\S+/g) ?? [];
const START_ENV = Object.fromEntries([...START.matchAll(/(?:^|\s)([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]));

type OrderSetup = { carts: string[]; confirms: unknown[]; address: Record<string, unknown> };
export type Started = { child: ChildProcess; port: number; productId: number; productIds: number[]; slug: string;
  orders: OrderSetup; database: string };

export async function startServer(db: string, extraEnv: Record<string, string> = {}): Promise<Started> {
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it exits (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...START_FLAGS, join(root, "bench", "api-server.ts")], {
    cwd: root, env: { ...process.env, ...START_ENV, BENCH_DB: db, ...extraEnv }, stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once("line", resolve);
  });
  return { child, ...(JSON.parse(line) as Omit<Started, "child">) };
}

type Row = {
  db: string; route: string; rps: number; p50: number; p99: number; ratio: number; failures: number;
  /** The route's budget: the least ratio to the bare route (null: none) and the most p99. */
  minRatio: number | null; maxP99: number;
};
export type Route = { name: string; options: Omit<Options, "connections" | "duration">; connections: number;
  minRatio: number | null; maxP99: number };
const memory: string[] = [];
const SHOP_LOADED_MB = 250;

export async function measure(options: Options): Promise<Result> {
  await autocannon({ ...options, duration: WARMUP });
  return autocannon({ ...options, duration: DURATION });
}

/** Guest carts made before the run (one line each), for the existing-cart add: a locked transaction per add. */
async function existingCarts(base: string, productId: number, count = 200): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${base}/api/cart`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ product_id: productId, qty: 1 }),
    });
    if (!response.ok) throw new Error(`could not make a cart: ${response.status} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/**
 * The measured routes against `bases` (one URL each per shop process): request bodies vary per request where a route
 * needs it (existing carts in turn, one cart per order placement), shared by every process.
 */
export async function benchRoutes(
  server: Started, bases: string[],
): Promise<{ routes: Route[]; ordersUsed: () => number }> {
  const first = bases[0] ?? "";
  const json = { "content-type": "application/json", "accept-language": "en" };
  const carts = await existingCarts(first, server.productId);
  let next = 0;
  // Round robin over carts, then over products: a line meets its 99 cap only after ~200,000 adds.
  const nextAdd = (request: Request): Request => {
    const i = next++;
    const productId = server.productIds[Math.floor(i / carts.length) % server.productIds.length];
    return { ...request, body: JSON.stringify({ cart_id: carts[i % carts.length], product_id: productId, qty: 1 }) };
  };
  // One cart per placement, in turn; the browser's Idempotency-Key is the cart's (a repeat would answer the order).
  let nextOrder = 0;
  const placeNext = (request: Request): Request => {
    const i = nextOrder++;
    const { carts, confirms, address } = server.orders;
    const cartId = carts[i % carts.length];
    const body = {
      cart_id: cartId, shipping_address: address, accept_policy: true, confirmed: confirms[i % confirms.length],
      contact: { email: "bench@example.com", first_name: "Bench", last_name: "Shopper", phone: address.phone },
    };
    return { ...request, headers: { ...json, "idempotency-key": `bench-${cartId}` }, body: JSON.stringify(body) };
  };
  const budget = { connections: CONNECTIONS, minRatio: MIN_RATIO, maxP99: MAX_P99_MS };
  const at = (path: string) => bases.map((base) => `${base}${path}`);
  const routes: Route[] = [
    { name: "product list", options: { url: at("/api/product/?per_page=24") }, ...budget },
    { name: "product detail", options: { url: at(`/api/product/${server.slug}`) }, ...budget },
    // The same product as the page a browser or crawler gets, rendered on the server (decision 0141): its cost is
    // shown beside the bare route, not budgeted (a render runs the app, Chakra's styles and five API calls).
    {
      name: "product page (server-rendered)", connections: SSR_CONNECTIONS, minRatio: null, maxP99: Infinity,
      options: { url: at(`/product/detail/${server.slug}`), headers: { accept: "text/html" } },
    },
    {
      name: "add to cart", ...budget,
      options: { url: at("/api/cart"), method: "POST", headers: json,
        body: JSON.stringify({ product_id: server.productId, qty: 1 }) },
    },
    { name: "add to existing cart", options: { url: at("/api/cart"), method: "POST", headers: json,
      requests: [{ setupRequest: nextAdd }] }, ...budget },
    {
      name: "order placement", connections: ORDER_CONNECTIONS, minRatio: null, maxP99: ORDER_MAX_P99_MS,
      options: { url: at("/api/order"), method: "POST", headers: json, requests: [{ setupRequest: placeNext }] },
    },
  ];
  return { routes: routes.filter(({ name }) => !values.route || name === values.route), ordersUsed: () => nextOrder };
}

async function benchDb(label: string, db: string): Promise<Row[]> {
  const server = await startServer(db);
  const base = `http://127.0.0.1:${server.port}`;
  const { routes, ordersUsed } = await benchRoutes(server, [base]);
  const rows: Row[] = [];
  const idle = processTree(server.child.pid ?? 0);
  let peak = shopProcess(idle)?.rssMb ?? 0;
  let loaded = idle;
  // Sampled while the load runs: the shop process' peak, and the whole tree once it is warm.
  const sampler = setInterval(() => {
    const tree = processTree(server.child.pid ?? 0);
    const shop = shopProcess(tree)?.rssMb ?? 0;
    if (shop >= peak) [peak, loaded] = [shop, tree];
  }, 500);
  try {
    for (const route of routes) {
      // Side by side: the yardstick is measured right before each route, so both see the same machine state.
      const bare = await measure({ url: `${base}/bench/bare`, connections: route.connections, duration: DURATION });
      const run = await measure({ ...route.options, connections: route.connections, duration: DURATION });
      rows.push({
        db: label, route: `bare SELECT (${route.connections})`, rps: bare.requests.average, p50: bare.latency.p50,
        p99: bare.latency.p99, ratio: 1, failures: bare.non2xx + bare.errors, minRatio: null, maxP99: Infinity,
      });
      rows.push({
        db: label, route: route.name, rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99,
        ratio: run.requests.average / Math.max(1, bare.requests.average), failures: run.non2xx + run.errors,
        minRatio: route.minRatio, maxP99: route.maxP99,
      });
    }
    if (ordersUsed() > server.orders.carts.length) {
      const made = server.orders.carts.length;
      console.log(`${label}: order placement used ${ordersUsed()} carts of ${made}: raise BENCH_ORDER_CARTS`);
      failed = true;
    }
  } finally {
    clearInterval(sampler);
    // Not the idle budget's figure: the server has just seeded thousands of carts and orders (bench:start measures
    // idle).
    memory.push(`${label} after the set-up, before the load: ${describeTree(idle)}`);
    const over = peak > SHOP_LOADED_MB ? ` OVER BUDGET (${SHOP_LOADED_MB} MB)` : "";
    memory.push(`${label} under load (shop peak): ${describeTree(loaded)}${over}`);
    if (peak > SHOP_LOADED_MB) memoryOver = true;
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
  return rows;
}

let memoryOver = false;
let failed = false;
export const targets: [string, string][] = [];
if (values.only !== "postgres") targets.push(["embedded", "embedded"]);
if (values.only !== "embedded" && postgresUrl) targets.push(["PostgreSQL", postgresUrl]);
export const settings = { processes: PROCESSES, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS };
if (PROCESSES > 1) {
  const { benchProcesses } = await import("./processes.ts");
  process.exit(await benchProcesses({ targets, startServer, benchRoutes, measure, settings }));
}

const WEBHOOK_ROUTE = "webhooks";
/** The goal for the webhook figure: an order reads Processing Order within 2 s of its payment, at p99. */
const WEBHOOK_MAX_P99_MS = 2000;
const rows: Row[] = [];
if (values.route !== WEBHOOK_ROUTE) for (const [label, db] of targets) rows.push(...(await benchDb(label, db)));
const hooks: WebhookFigure[] = [];
if (!values.route || values.route === WEBHOOK_ROUTE) {
  for (const [label, db] of targets) hooks.push(await benchWebhooks(label, db, startServer, Number(values.payments)));
}

if (rows.length) {
  console.log(`\nautocannon: ${CONNECTIONS} connections (order placement ${ORDER_CONNECTIONS}), ${WARMUP} s warm-up`
    + ` + ${DURATION} s per route\n`);
  console.log("| database | route | req/s | p50 ms | p99 ms | ratio to bare | failed |");
  console.log("|---|---|---:|---:|---:|---:|---:|");
}
for (const r of rows) {
  const overBudget = (r.minRatio !== null && r.ratio < r.minRatio) || r.p99 >= r.maxP99;
  if (overBudget || r.failures > 0) failed = true;
  const cells = [r.db, r.route, Math.round(r.rps), r.p50, r.p99, r.ratio.toFixed(2), r.failures];
  console.log(`| ${cells.join(" | ")}${overBudget ? " OVER BUDGET" : ""} |`);
}
if (hooks.length) {
  console.log("\nWebhooks: payments completed at the sandbox in a burst, reconciliation off; ms from a charge's"
    + " completion to its order reading Processing Order\n");
  console.log("| database | payments | burst ms | p50 ms | p99 ms | max ms | failed deliveries | never Processing |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const h of hooks) {
    const over = !(h.p99 < WEBHOOK_MAX_P99_MS) || h.missing > 0;
    if (over) failed = true;
    const cells = [h.db, h.payments, h.burstMs, h.p50, h.p99, h.max, h.failedAttempts, h.missing];
    console.log(`| ${cells.join(" | ")}${over ? " OVER BUDGET" : ""} |`);
  }
}
if (rows.length) console.log(`\nResident memory (budget for the shop process under load: ${SHOP_LOADED_MB} MB;`
  + " idle: npm run bench:start):");
for (const line of memory) console.log(`  ${line}`);
if (memoryOver) failed = true;
if (!postgresUrl) console.log("\nDATABASE_URL is not set: only the embedded PostgreSQL was measured.");
console.log(`\nBudget: ratio >= ${MIN_RATIO} and p99 < ${MAX_P99_MS} ms per route; order placement p99 <`
  + ` ${ORDER_MAX_P99_MS} ms at ${ORDER_CONNECTIONS} connections (req/s = orders/s); memory as above; webhooks p99 <`
  + ` ${WEBHOOK_MAX_P99_MS} ms, every order Processing.`
  + ` ${failed ? "FAIL" : "PASS"}`);
process.exit(failed ? 1 : 0);
