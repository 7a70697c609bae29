// kill -9 at random moments during checkouts and payments, then a restart and a reconciliation run: no
// successful charge without its Processing Order, no Processing Order without exactly one successful charge, and no
// order paid twice. The shop runs as a process (`npm start`'s entry) on a database of its own on the test server.
// PAYMENT_CRASH_CHECKOUTS sets the number of checkouts (the issue's figure: 200). Run by crash.test.ts, never beside
// the cart crash test.
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { queryRows, type Database, type DbHandle } from "#db/database.ts";
import { openPostgres } from "#db/open.ts";
import { reconcilePayments } from "#workflows/payment/reconcile.ts";
import { OmiseProvider } from "#integrations/payments/omise.ts";
import {
  SANDBOX_API_PREFIX, SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY, sandboxOmiseClient,
} from "#integrations/payments/omise-client.ts";
import { paymentCrashRound } from "#tests/process/payment-crash.ts";
import { freePort, runShop, scratchDir, untilServing } from "#tests/process/shop-process.ts";
import type { GeoChain } from "./user-fixtures.ts";

const CHECKOUTS = Number(process.env.PAYMENT_CRASH_CHECKOUTS ?? 200);
let dataDir: string;
let databaseUrl: string;
let name: string;
let handle: DbHandle | undefined;

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ ...inject("testDatabase").server, database: "postgres" });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

beforeAll(async () => {
  dataDir = await scratchDir("skinstate-paycrash-");
  const { server, prefix } = inject("testDatabase");
  name = `${prefix}_paycrash`;
  await onServer(`CREATE DATABASE "${name}"`);
  const auth = server.password
    ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}` : server.user;
  // The embedded test server listens on a socket directory: pg reads it from the `host` parameter.
  databaseUrl = server.host?.startsWith("/")
    ? `postgres://${auth}@localhost:${server.port}/${name}?host=${encodeURIComponent(server.host)}`
    : `postgres://${auth}@${server.host}:${server.port}/${name}`;
});

afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

async function geoOf(db: Database): Promise<GeoChain> {
  const [row] = await queryRows<Record<string, string | number>>(db, sql`
    SELECT p.id AS pid, p.name_en AS pen, p.name_th AS pth, d.id AS did, d.name_en AS den, d.name_th AS dth,
      s.id AS sid, s.name_en AS sen, s.name_th AS sth, s.postal_code
    FROM th_sub_districts s JOIN th_districts d ON d.id = s.district_id JOIN th_provinces p ON p.id = d.province_id
    WHERE s.postal_code <> '' ORDER BY p.id, d.id, s.id LIMIT 1`);
  if (!row) throw new Error("no seeded geo");
  return {
    province: { id: Number(row.pid), name_en: String(row.pen), name_th: String(row.pth) },
    district: { id: Number(row.did), name_en: String(row.den), name_th: String(row.dth) },
    sub_district: { id: Number(row.sid), name_en: String(row.sen), name_th: String(row.sth),
      postal_code: String(row.postal_code) },
  };
}

describe("kill -9 during checkouts and payments", () => {
  it(`${CHECKOUTS} checkouts: every successful charge has its Processing Order and the other way round`, async () => {
    const env = { PORT: String(await freePort()), DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" };
    // A first start migrates and seeds the database; then the shoppers' products get stock enough for every round.
    const first = runShop(env);
    await untilServing(first);
    first.child.kill("SIGTERM");
    await first.exited;
    handle = await openPostgres(databaseUrl);
    const db = handle.db;
    const products = await queryRows<{ id: number }>(db, sql`SELECT id FROM products ORDER BY id LIMIT 6`);
    const productIds = products.map((p) => Number(p.id));
    await db.execute(sql`UPDATE products SET stock = 100000 WHERE id IN (${sql.join(productIds, sql`, `)})`);
    const geo = await geoOf(db);

    let begun = 0;
    let rounds = 0;
    while (begun < CHECKOUTS) {
      const killAfterMs = 500 + Math.floor(Math.random() * 2500);
      const round = await paymentCrashRound({
        env, productIds, geo, total: CHECKOUTS - begun, start: begun, killAfterMs,
      });
      begun += round.begun;
      rounds++;
    }

    let reconciled = { checked: 0, refunded: 0, errors: 0 };
    const again = runShop(env);
    try {
      await untilServing(again);
      const provider = new OmiseProvider({
        kind: "sandbox", secretKey: SANDBOX_SECRET_KEY,
        browser: { publicKey: SANDBOX_PUBLIC_KEY, scriptUrl: `${SANDBOX_API_PREFIX}/omise.js` },
        client: () => sandboxOmiseClient(again.base),
      });
      // What the payment-reconcile job does on its next tick, a few minutes after the crash.
      const later = new Date(Date.now() + 5 * 60_000);
      reconciled = await reconcilePayments({ db, provider }, later, () => undefined);
      expect(reconciled.errors).toBe(0);
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
    }

    const [facts] = await queryRows<Record<string, number>>(db, sql`
      WITH provider AS (
        SELECT id, metadata->>'order_id' AS order_id FROM omise_sandbox_charges
        WHERE status = 'successful' AND refunded_amount = 0)
      SELECT
        (SELECT count(*)::int FROM orders WHERE cart_id IS NOT NULL) AS orders,
        (SELECT count(*)::int FROM orders WHERE status = 'processing') AS processing,
        (SELECT count(*)::int FROM provider) AS successes,
        (SELECT count(*)::int FROM provider p JOIN orders o ON o.public_id::text = p.order_id
          WHERE o.status <> 'processing') AS success_without_order,
        (SELECT count(*)::int FROM orders o WHERE o.status = 'processing' AND (SELECT count(*) FROM provider p
          WHERE p.order_id = o.public_id::text) <> 1) AS order_without_one_success,
        (SELECT count(*)::int FROM orders o WHERE o.status = 'processing' AND (SELECT count(*) FROM payment_charges c
          WHERE c.order_id = o.id AND c.status = 'successful' AND c.refund_state IS NULL) <> 1) AS order_without_record,
        (SELECT count(*)::int FROM payment_charges WHERE status IN ('creating', 'pending')) AS still_open`);
    console.log(`payment crash: ${begun} checkouts begun over ${rounds} kill -9 rounds, `
      + `${reconciled.checked} open payments re-fetched after the restart: ${JSON.stringify(facts)}`);
    expect(facts?.successes).toBeGreaterThan(0);
    expect(facts).toMatchObject({ success_without_order: 0, order_without_one_success: 0, order_without_record: 0 });
    expect(facts?.processing).toBe(facts?.successes);
  }, 600_000);
});
