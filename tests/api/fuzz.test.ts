// Property-based fuzzing of every route the app registers, anonymous and signed in: no input answers
// 5xx, every refusal is `{ message, code }` in the shopper's language, every 429 carries Retry-After, and a refused
// request changes no table. FUZZ_RUNS requests (`npm test` 3,000, CI 10,000, `npm run fuzz` 100,000), FUZZ_SEED to
// replay a run.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/database.ts";
import type { RouteInput } from "#plugins/validation.ts";
import { startApp, type TestApp } from "./harness.ts";
import { DatabaseWatch } from "./fuzz/db-watch.ts";
import { requestFor, type FuzzRequest } from "./fuzz/requests.ts";
import { addPlausibleSamples, ValuePool } from "./fuzz/values.ts";
import { breaches } from "./fuzz/verdict.ts";

/** A whole number from the environment (FUZZ_RUNS, FUZZ_SEED), or the fallback when it is unset or blank. */
function fromEnv(name: string, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  if (!/^-?\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

// `npm test` 3,000; CI (.ci/run) 10,000 with a new seed each run (decision 0183); `npm run fuzz` 100,000.
const RUNS = fromEnv("FUZZ_RUNS", 3000);
const SEED = fromEnv("FUZZ_SEED", Date.now() % 2 ** 31);

let t: TestApp;
let watch: DatabaseWatch;
const pool = new ValuePool();

/** Seeds the pool with up to 200 rows of every table: real ids, slugs, codes, names, postal codes. */
async function harvestTables(): Promise<void> {
  for (const table of watch.tableNames) {
    const [schema = "", name = ""] = table.split(".");
    const ref = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const rows = await queryRows(t.db.db, sql`SELECT * FROM ${ref} LIMIT 200`);
    pool.harvest(rows);
  }
}

let signups = 0;
let token: string | null = null;
/** A member token from the API's own sign-up (again after the fuzzer signed that member out or deleted it). */
async function memberToken(): Promise<string> {
  if (token) return token;
  const email = `fuzz-${process.pid}-${++signups}@example.com`;
  const payload = { email, password: "Fuzz#2026ok", password_confirmation: "Fuzz#2026ok" };
  const res = await t.app.inject({
    method: "POST", url: "/api/auth/register", remoteAddress: `10.250.0.${signups % 250}`, payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  pool.harvest(payload, true);
  token = (res.json() as { token: string }).token;
  await watch.changes(); // the sign-up is set-up, not a request under test
  return token;
}

beforeAll(async () => {
  // Printed first, so a run that times out or crashes can be replayed too: FUZZ_SEED=<seed>.
  console.info(`fuzz seed ${SEED}, ${RUNS} requests (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run fuzz)`);
  t = await startApp();
  watch = await DatabaseWatch.open(t.db.db);
  await harvestTables();
  addPlausibleSamples(pool, 400, SEED);
});
afterAll(async () => {
  await t?.close();
});

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);

async function send(request: FuzzRequest & { badToken: string }): Promise<string[]> {
  const auth = request.who === "member" ? `Bearer ${await memberToken()}`
    : request.who === "bad-token" ? request.badToken : "";
  const res = await t.app.inject({
    method: request.method as "GET", url: request.url, remoteAddress: request.remoteAddress,
    headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  const changed = await watch.changes();
  count(`${Math.floor(res.statusCode / 100)}xx`);
  if (res.statusCode < 300) {
    count(`2xx ${request.route}`);
    if (String(res.headers["content-type"]).startsWith("application/json") && res.body) pool.harvest(res.json());
    // What was accepted is real too: a registered e-mail and password can sign in, a saved phone can be texted. (Only
    // for fields of the same name: a made-up cart id that a sign-in ignored must not pass for a new cart.)
    // A route that reads no body (sign-out) accepts one that is not JSON: nothing to learn from it.
    const accepted = request.payload?.startsWith("{") ? parsed(request.payload) : undefined;
    if (accepted !== undefined) pool.harvest(accepted, true);
  }
  if (request.who === "member" && res.statusCode === 401) token = null;
  if (process.env.FUZZ_VERBOSE && res.statusCode >= 400 && request.method !== "HEAD") {
    const errors = Object.keys((res.json() as { errors?: object }).errors ?? {}).join(",");
    count(`! ${request.route} ${res.statusCode} ${(res.json() as { code?: string }).code} ${errors}`);
  }
  return breaches(request.route, request.method, request.headers["accept-language"], res, changed);
}

describe("API fuzzer", () => {
  it("sees which table a write changed, and not a write that left the contents as they were", async () => {
    await watch.changes();
    await t.db.db.execute(sql`UPDATE sitewide_alerts SET text_en = text_en`);
    expect(await watch.changes()).toEqual([]);
    await t.db.db.execute(sql`UPDATE sitewide_alerts SET text_en = text_en || '!'`);
    expect(await watch.changes()).toEqual(["public.sitewide_alerts"]);
    await t.db.db.execute(sql`UPDATE sitewide_alerts SET text_en = left(text_en, -1)`);
    expect(await watch.changes()).toEqual(["public.sitewide_alerts"]);
  });

  const title = `${RUNS} generated requests over every route: no 5xx, refusals in the contract's shape change nothing`;
  it(title, async () => {
    // HEAD routes are Fastify's copies of the GET ones; a GET route is sent as HEAD now and then instead.
    const routes: RouteInput[] = [
      ...t.app.routeInputs.filter((r) => r.method !== "HEAD"), { method: "GET", url: "/api/:unknown", schemas: {} },
    ];
    expect(routes.some((r) => r.url === "/api/cart/" || r.url === "/api/cart")).toBe(true);
    // Every distinct breach (route and kind) with its first example, so one run shows all there is to fix.
    const failures = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(requestFor(routes, pool), async (request) => {
        for (const breach of await send(request)) {
          const kind = `${request.route}: ${breach.replace(/[:"].*$/s, "")}`;
          const rest = JSON.stringify({ ...request, url: undefined, method: undefined });
          const example = `${request.method} ${request.url} ${rest}`;
          if (!failures.has(kind)) failures.set(kind, `${breach.slice(0, 300)}\n    ${example.slice(0, 600)}`);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    const reached = [...statuses.keys()].filter((k) => k.startsWith("2xx ")).length;
    if (process.env.FUZZ_VERBOSE) {
      const route = (r: RouteInput) => `${r.method} ${r.url}`;
      console.info(routes.map((r) => `${route(r)}: ${statuses.get(`2xx ${route(r)}`) ?? 0}`).join("\n"));
      console.info([...statuses].filter(([k]) => k.startsWith("! ")).sort().map(([k, n]) => `${k}: ${n}`).join("\n"));
    }
    const classes = Object.fromEntries([...statuses].filter(([k]) => /^\dxx$/.test(k)));
    console.info(`fuzz seed ${SEED}: ${JSON.stringify(classes)}`
      + `, ${reached} of ${routes.length} routes answered 2xx at least once`);
    expect([...failures.values()].slice(0, 30), `seed ${SEED}`).toEqual([]);
  }, 120_000 + RUNS * 100);
});

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
