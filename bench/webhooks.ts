// The webhook row of `npm run bench:api` (decision 0185): how soon after a charge completes at the payment sandbox
// its order reads Processing Order, for a burst of payments, with the reconciliation job off (the bench server is
// started with BENCH_SANDBOX=1, see bench/api-server.ts), so only the sandbox's webhooks can move the orders.
// Orders are placed and their PromptPay charges created first (those creation webhooks are left to drain), then every
// charge is marked paid at once; the database is read every POLL_MS for orders that became Processing. A charge's
// completion is its paid_at in the sandbox; the latency is the first read showing the order Processing minus that.
import pg from "pg";
import { SANDBOX_SECRET_KEY } from "#integrations/payments/omise-client.ts";
import type { Started } from "./api.ts";

export type WebhookFigure = { db: string; payments: number; p50: number; p99: number; max: number;
  burstMs: number; failedAttempts: number; missing: number };

const POLL_MS = 25;
const SET_UP_CONNECTIONS = 10;
const BURST_CONNECTIONS = 50;
const DEADLINE_MS = 10 * 60_000;
const SANDBOX_AUTH = `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString("base64")}`;

/** Runs `work` over `items`, `connections` at a time. */
async function inParallel<T, R>(items: T[], connections: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T, i);
  }));
  return results;
}

async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: "POST", headers: { "content-type": "application/json", "accept-language": "en", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Places `count` guest orders and starts a PromptPay charge on each: [order public id, charge id]. */
async function pendingCharges(server: Started, base: string, count: number): Promise<[string, string][]> {
  const { carts, confirms, address } = server.orders;
  if (carts.length < count) throw new Error(`only ${carts.length} carts for ${count} payments`);
  return inParallel(carts.slice(0, count), SET_UP_CONNECTIONS, async (cartId, i) => {
    const placed = await post<{ data: { order: { id: string }; access_token: string } }>(`${base}/api/order`, {
      cart_id: cartId, shipping_address: address, accept_policy: true, confirmed: confirms[i % confirms.length],
      contact: { email: "bench@example.com", first_name: "Bench", last_name: "Shopper", phone: address.phone },
    }, { "idempotency-key": `bench-hook-${cartId}` });
    const orderId = placed.data.order.id;
    const paid = await post<{ data: { payment: { charge_id: string | null } | null } }>(`${base}/api/order/payment`,
      { order_id: orderId, token: placed.data.access_token, method: "omise_promptpay", accept_policy: true },
      { "idempotency-key": `bench-pay-${cartId}` });
    const chargeId = paid.data.payment?.charge_id;
    if (!chargeId) throw new Error(`order ${orderId}: no charge`);
    return [orderId, chargeId] as [string, string];
  });
}

/** Waits until no delivery job is queued or running (retries waiting out their back-off count as queued). */
async function drained(client: pg.Client): Promise<void> {
  for (const started = Date.now(); Date.now() - started < DEADLINE_MS;) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'omise-sandbox-webhook' AND state IN ('created', 'retry', 'active')`);
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the charges' creation webhooks were not delivered in time");
}

export async function benchWebhooks(
  label: string, db: string, startServer: (db: string, env: Record<string, string>) => Promise<Started>,
  count: number,
): Promise<WebhookFigure> {
  const server = await startServer(db, { BENCH_SANDBOX: "1", BENCH_ORDER_CARTS: String(count) });
  const base = `http://127.0.0.1:${server.port}`;
  const client = new pg.Client({ connectionString: server.database });
  await client.connect();
  try {
    const charges = await pendingCharges(server, base, count);
    await drained(client);
    const orderIds = charges.map(([orderId]) => orderId);
    const seen = new Map<string, number>();
    let polling = true;
    const watcher = (async () => {
      while (polling && seen.size < count) {
        const { rows } = await client.query<{ id: string }>(`SELECT public_id AS id FROM orders
          WHERE public_id = ANY($1::uuid[]) AND status = 'processing'`, [orderIds.filter((id) => !seen.has(id))]);
        const now = Date.now();
        for (const { id } of rows) seen.set(id, now);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    const burstStart = Date.now();
    await inParallel(charges, BURST_CONNECTIONS, async ([, chargeId]) => {
      const response = await fetch(`${base}/sandbox/omise/charges/${chargeId}/mark_as_paid`,
        { method: "POST", headers: { authorization: SANDBOX_AUTH } });
      if (!response.ok) throw new Error(`mark_as_paid ${chargeId}: ${response.status} ${await response.text()}`);
    });
    const burstMs = Date.now() - burstStart;
    for (const started = Date.now(); seen.size < count && Date.now() - started < DEADLINE_MS;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    polling = false;
    await watcher;
    const { rows: paid } = await client.query<{ id: string; paid: Date }>(`SELECT o.public_id AS id,
        c.paid_at AS paid FROM omise_sandbox_charges c JOIN payment_charges p ON p.provider_charge_id = c.id
        JOIN orders o ON o.id = p.order_id WHERE c.id = ANY($1::text[])`, [charges.map(([, chargeId]) => chargeId)]);
    const latencies = paid.flatMap(({ id, paid: at }) => {
      const reached = seen.get(id);
      return reached === undefined ? [] : [Math.max(0, reached - at.getTime())];
    }).sort((a, b) => a - b);
    const { rows: failures } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM omise_sandbox_deliveries
      WHERE event_id IN (SELECT id FROM omise_sandbox_events WHERE data->>'id' = ANY($1::text[]))
        AND (status IS NULL OR status NOT BETWEEN 200 AND 299)`, [charges.map(([, chargeId]) => chargeId)]);
    return {
      db: label, payments: count, p50: percentile(latencies, 50), p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN, burstMs, failedAttempts: Number(failures[0]?.n), missing: count - latencies.length,
    };
  } finally {
    await client.end();
    server.child.kill("SIGTERM");
    await new Promise((resolve) => server.child.once("exit", resolve));
  }
}
