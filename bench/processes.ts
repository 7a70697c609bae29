// `npm run bench:api -- --processes N`: each route of bench:api on one shop process, then on N shop
// processes on the same database side by side (the first opens the database and makes the carts, the others join it
// with BENCH_JOIN; autocannon spreads the same connections over all of them), and the ratio of the two req/s. On one
// machine the processes share its cores with PostgreSQL and the load generator, so the ratio shows what a second
// process costs or gains here; on separate machines behind a load balancer each brings its own cores.
import type { ChildProcess } from "node:child_process";

type Result = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
type Started = { child: ChildProcess; port: number; database: string; orders: { carts: unknown[] } };
type Route = { name: string; options: object & { url: string | string[] }; connections: number };

export interface ProcessesBench<S extends Started> {
  targets: [string, string][];
  startServer(db: string, extraEnv?: Record<string, string>): Promise<S>;
  benchRoutes(server: S, bases: string[]): Promise<{ routes: Route[]; ordersUsed: () => number }>;
  measure(options: { url: string | string[]; connections: number; duration: number }): Promise<Result>;
  settings: { processes: number; duration: number; warmup: number; connections: number };
}

const stop = async (child: ChildProcess) => {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
};

type Row = { db: string; route: string; one: Result; many: Result };

/** Runs every route on 1 and on N processes per target; prints a table; answers the exit code. */
export async function benchProcesses<S extends Started>(bench: ProcessesBench<S>): Promise<number> {
  const { processes, duration, warmup, connections } = bench.settings;
  const rows: Row[] = [];
  let failed = false;
  for (const [label, db] of bench.targets) {
    // Two placements' worth of carts: the order route runs once on one process and once on N.
    const first = await bench.startServer(db, { BENCH_ORDER_CARTS: process.env.BENCH_ORDER_CARTS ?? "40000" });
    const others: Started[] = [];
    try {
      for (let i = 1; i < processes; i++) others.push(await bench.startServer(first.database, { BENCH_JOIN: "1" }));
      const bases = [first, ...others].map((s) => `http://127.0.0.1:${s.port}`);
      const single = await bench.benchRoutes(first, bases.slice(0, 1));
      const spread = await bench.benchRoutes(first, bases);
      for (const [i, route] of single.routes.entries()) {
        const across = spread.routes[i];
        if (!across) continue;
        // Side by side: one process, then all of them, with the same connections in total.
        const one = await bench.measure({ ...route.options, connections: route.connections, duration });
        const many = await bench.measure({ ...across.options, connections: route.connections, duration });
        rows.push({ db: label, route: route.name, one, many });
      }
      if (single.ordersUsed() + spread.ordersUsed() > first.orders.carts.length) {
        console.log(`${label}: order placement ran out of carts: raise BENCH_ORDER_CARTS`);
        failed = true;
      }
    } finally {
      for (const other of others) await stop(other.child);
      await stop(first.child);
    }
  }
  console.log(`\nautocannon: ${connections} connections (order placement 20) in total,`
    + ` ${warmup} s warm-up + ${duration}`
    + ` s per route, on 1 shop process and on ${processes} on the same database\n`);
  console.log(`| database | route | 1 process req/s | p99 ms | ${processes} processes req/s | p99 ms`
    + " | ratio | failed |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|");
  for (const { db, route, one, many } of rows) {
    const failures = one.non2xx + one.errors + many.non2xx + many.errors;
    if (failures) failed = true;
    const ratio = many.requests.average / Math.max(1, one.requests.average);
    console.log(`| ${db} | ${route} | ${Math.round(one.requests.average)} | ${one.latency.p99} | `
      + `${Math.round(many.requests.average)} | ${many.latency.p99} | ${ratio.toFixed(2)} | ${failures} |`);
  }
  return failed ? 1 : 0;
}
