// Exactly one paid order and one successful charge however the answers race: a double click, the
// webhook (and its replay), the return page and polling all at once on one payment, many times; and shoppers who paid
// and closed the tab, completed by the webhook or by the reconciliation job alone.
// PAYMENT_RACE_RUNS and PAYMENT_CLOSED_TAB_RUNS set the counts (the figure is 1,000 each; CI runs fewer).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Database } from "#db/database.ts";
import { OMISE_SANDBOX_WEBHOOK_JOB, omiseSandboxWebhookJob } from "#jobs/omise-sandbox-webhook.ts";
import { paymentReconcileJob } from "#jobs/payment-reconcile.ts";
import { testEnv } from "./harness.ts";
import { startSandboxShop, type SandboxShop } from "./omise-harness.ts";
import {
  decide, eventsOfCharge, paymentFacts, paymentStatus, payOrder, pendingOrder, providerSuccesses, webhook,
  type PayableOrder,
} from "./payment-helpers.ts";

const RACE_RUNS = Number(process.env.PAYMENT_RACE_RUNS ?? 40);
const CLOSED_TAB_RUNS = Number(process.env.PAYMENT_CLOSED_TAB_RUNS ?? 40);
/** Payments raced at the same time (each one races with itself too). */
const PARALLEL = 8;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let shop: SandboxShop;

beforeAll(async () => {
  shop = await startSandboxShop();
});
afterAll(async () => {
  await shop?.close();
});

async function inBatches<T>(count: number, size: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, j) => work(start + j));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** One payment raced by everything that can answer for it; answers the order and every status seen. */
async function racedPayment(i: number): Promise<{ order: PayableOrder; statuses: number[] }> {
  const order = await pendingOrder(shop);
  const key = randomUUID();
  const body = { method: i % 2 ? "omise_rabbit_linepay" : "omise_mobile_banking", bank: "scb" };
  const clicks = await Promise.all([payOrder(shop, order, body, { key }), payOrder(shop, order, body, { key })]);
  const charges = new Set(clicks.map((c) => c.body.data?.payment?.charge_id));
  expect(charges.size).toBe(1);
  const [chargeId] = [...charges];
  await decide(shop, chargeId ?? "", "paid");
  const complete = (await eventsOfCharge(shop, chargeId ?? "")).find((e) => e.key === "charge.complete");
  const event = { object: "event", id: complete?.id };
  const answers = await Promise.all([
    webhook(shop, event), webhook(shop, event), paymentStatus(shop, order, "return"), paymentStatus(shop, order),
    payOrder(shop, order, body, { key }), payOrder(shop, order, { method: "omise_promptpay" }),
  ]);
  return { order, statuses: [...clicks, ...answers].map((a) => a.status) };
}

describe("one payment raced", () => {
  it(`webhook, replay, return page, polling and double clicks: ${RACE_RUNS} times one paid order, one charge`,
    { timeout: 600_000 }, async () => {
      const runs = await inBatches(RACE_RUNS, PARALLEL, racedPayment);
      for (const { order, statuses } of runs) {
        expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
        expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
        expect(await providerSuccesses(shop, order)).toEqual({ successes: 1, refunded: 0 });
      }
    });
});

describe("shoppers who paid and closed the tab", () => {
  const title = `${CLOSED_TAB_RUNS} paid orders are all completed by webhook or by reconciliation`;
  it(title, { timeout: 600_000 }, async () => {
    const db = shop.db.db as Database;
    const orders = await inBatches(CLOSED_TAB_RUNS, PARALLEL, async (i) => {
      const order = await pendingOrder(shop, { locale: i % 2 ? "th" : "en" });
      const res = await payOrder(shop, order, { method: i % 3 ? "omise_promptpay" : "omise_rabbit_linepay" });
      await decide(shop, res.body.data?.payment?.charge_id ?? "", "paid");
      return { order, viaWebhook: i % 2 === 0 };
    });
    // Half get their webhook delivered by the sandbox's delivery job; nobody polls any more.
    const webhookOrders = new Set(orders.filter((o) => o.viaWebhook).map((o) => o.order.publicId));
    const queued = await queryRows<{ data: { eventId: string; uri: string } }>(db, sql`
      SELECT data FROM pgboss.job WHERE name = ${OMISE_SANDBOX_WEBHOOK_JOB} ORDER BY created_on`);
    const ctx = { db, log: quiet, env: testEnv(), now: new Date(), payments: shop.app.payments };
    for (const { data } of queued) {
      const [event] = await queryRows<{ order_id: string }>(db, sql`
        SELECT data->'metadata'->>'order_id' AS order_id FROM omise_sandbox_events WHERE id = ${data.eventId}`);
      if (event && webhookOrders.has(event.order_id)) await omiseSandboxWebhookJob.run(ctx, data);
    }
    const byWebhook = await Promise.all(orders.filter((o) => o.viaWebhook).map((o) => paymentFacts(shop, o.order)));
    expect(byWebhook.every((f) => f.status === "processing")).toBe(true);
    // The rest: the reconciliation job, a few minutes later.
    const later = new Date(Date.now() + 5 * 60_000);
    const summary = await paymentReconcileJob.run({ ...ctx, now: later }, {});
    expect(summary).toMatchObject({ errors: 0 });
    for (const { order } of orders) {
      expect(await paymentFacts(shop, order)).toMatchObject({ status: "processing", kept: 1, pays: 1, receipts: 1 });
    }
    const [sources] = await queryRows<{ job: number; webhook: number }>(db, sql`
      SELECT count(*) FILTER (WHERE source = 'job')::int AS job,
        count(*) FILTER (WHERE source = 'webhook')::int AS webhook
      FROM payment_events WHERE event = 'status' AND to_status = 'successful'`);
    expect(sources?.webhook).toBeGreaterThanOrEqual(Math.floor(CLOSED_TAB_RUNS / 2));
    expect(sources?.job).toBeGreaterThanOrEqual(Math.floor(CLOSED_TAB_RUNS / 2));
  });
});
