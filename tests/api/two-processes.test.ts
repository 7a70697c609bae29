// Two shop processes on one database behave as one shop (design brief "Beyond one machine"). Two real
// `server/main.ts` processes: on the embedded default the second joins the first's embedded PostgreSQL through the URL
// it logs; on DATABASE_URL (the second CI run) both open a database of their own on that server. Rate limits count in
// Redis when one answers (REDIS_URL, or 127.0.0.1:6379), and each process counts its own otherwise, as documented.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CATALOG_TTL_MS } from "#db/repositories/product/cache.ts";
import { SANDBOX_SECRET_KEY } from "#integrations/payments/omise-client.ts";
import { freePort, scratchDir, type ShopProcess } from "#tests/process/shop-process.ts";
import {
  answered, call, logLines, placeGuestOrder, reachable, startTwoShops, stopShop,
} from "#tests/process/two-shops.ts";

const external = Boolean(process.env.DATABASE_URL);
const redisUrl = process.env.REDIS_URL
  || ((await reachable("127.0.0.1", 6379)) ? "redis://127.0.0.1:6379" : "");
const LOGIN_LIMIT = 3;

let dataDir: string;
let databaseName = "";
let one: ShopProcess;
let two: ShopProcess;
let db: pg.Client;
let bothServingAt: Date;
let address: Record<string, unknown>;

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ ...inject("testDatabase").server, database: "postgres" });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

function externalUrl(name: string): string {
  const { server } = inject("testDatabase");
  const auth = server.password ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}`
    : server.user;
  return `postgres://${auth}@${server.host}:${server.port}/${name}`;
}

beforeAll(async () => {
  dataDir = await scratchDir("skinstate-two-");
  if (external) {
    databaseName = `${inject("testDatabase").prefix}_two`;
    await onServer(`CREATE DATABASE "${databaseName}"`);
  }
  const [portOne, portTwo] = [await freePort(), await freePort()];
  const env = {
    LOG_LEVEL: "info", REDIS_URL: redisUrl, RATE_LIMITS: `login.account=${LOGIN_LIMIT}/900`,
    RATE_LIMIT_PREFIX: `rl:two-${process.pid}-${Date.now()}:`,
    // The payment sandbox posts its events to process one's webhook, whichever process the payment went through.
    OMISE_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${portOne}/api/webhooks/omise`,
  };
  const shops = await startTwoShops({
    env, databaseUrl: external ? externalUrl(databaseName) : "",
    dataDirs: [join(dataDir, "one"), join(dataDir, "two")],
    perShop: [{ PORT: String(portOne) }, { PORT: String(portTwo) }],
  });
  ({ one, two } = shops);
  bothServingAt = new Date();
  db = new pg.Client({ connectionString: shops.databaseUrl });
  await db.connect();
  const { rows: [geo] } = await db.query<Record<string, string | number>>(`
    SELECT d.province_id, s.district_id, s.id AS sub_district_id, s.postal_code FROM th_sub_districts s
    JOIN th_districts d ON d.id = s.district_id WHERE s.postal_code <> '' ORDER BY s.id LIMIT 1`);
  address = {
    place_type: "home", first_name: "Two", last_name: "Shops", phone: { country_code: "TH", number: "081 234 5678" },
    street_address: "1 Sukhumvit Rd", ...geo,
  };
}, 200_000);

afterAll(async () => {
  await db?.end();
  await stopShop(two);
  await stopShop(one);
  await rm(dataDir, { recursive: true, force: true });
  if (databaseName) await onServer(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
});

type Listed = { id: number; stock: number };
const listing = async (shop: ShopProcess) =>
  (await call<{ data: Listed[] }>(shop.base, "/api/product/?per_page=60")).body.data;

describe(`two shop processes on one ${external ? "PostgreSQL (DATABASE_URL)" : "embedded PostgreSQL"}`, () => {
  it("a cart written through one is read through the other, and changed back through the first", async () => {
    const [product, other] = (await listing(one)).filter((p) => p.stock >= 3);
    const added = await call<{ data: { id: string } }>(one.base, "/api/cart",
      { body: { product_id: product?.id, qty: 2 } });
    expect(added.status).toBe(200);
    type Cart = { data: { items: { product_id: number; qty: number }[] } };
    const read = await call<Cart>(two.base, `/api/cart?cart_id=${added.body.data.id}`);
    expect(read.body.data.items.map((i) => [i.product_id, i.qty])).toEqual([[product?.id, 2]]);
    await call(two.base, "/api/cart", { body: { cart_id: added.body.data.id, product_id: other?.id, qty: 1 } });
    const back = await call<Cart>(one.base, `/api/cart?cart_id=${added.body.data.id}`);
    expect(back.body.data.items.map((i) => i.product_id).sort()).toEqual([product?.id, other?.id].sort());
  });

  it("a listing cached in one is fresh there as soon as an order through the other takes stock", async () => {
    // Each round reads a listing process two has not cached yet (its own sort), so the entry it caches now would
    // answer until now + CATALOG_TTL_MS unless process two is told of the change. A round whose order took too long
    // to tell the two apart (a loaded machine) is run again with another listing.
    for (const [round, sort] of (["newest", "price-asc", "price-desc"] as const).entries()) {
      const path = `/api/product/?per_page=60&sort=${sort}`;
      const cachedAt = Date.now();
      const listed = (await call<{ data: Listed[] }>(two.base, path)).body.data;
      const product = listed.find((p) => p.stock >= 2);
      if (!product) throw new Error("no stocked product");
      await placeGuestOrder(one.base, product.id, address);
      const deadline = cachedAt + CATALOG_TTL_MS - 300;
      if (Date.now() >= deadline && round < 2) continue;
      let seen = product.stock;
      while (seen === product.stock && Date.now() < deadline) {
        seen = (await call<{ data: Listed[] }>(two.base, path)).body.data.find((p) => p.id === product.id)?.stock ?? -1;
      }
      expect(seen).toBe(product.stock - 1);
      expect(Date.now() - cachedAt).toBeLessThan(CATALOG_TTL_MS); // before the cached entry could have expired
      return;
    }
  });

  it("a phone code sent through one is accepted through the other (one OTP pepper for the shop)", async () => {
    const email = `otp-${process.pid}-${Date.now()}@example.com`;
    const password = "Two#Shops2026";
    const registered = await call<{ token: string }>(one.base, "/api/auth/register",
      { body: { email, password, password_confirmation: password } });
    const auth = { authorization: `Bearer ${registered.body.token}` };
    const number = `08${String(Date.now()).slice(-8)}`;
    expect((await call(one.base, "/api/user/phone", { headers: auth,
      body: { phone: { country_code: "TH", number } } })).status).toBe(200);
    expect((await call(one.base, "/api/user/otp/phone/request", { headers: auth, body: {} })).status).toBe(200);
    const sms = await call<{ data: { body: string }[] }>(one.base,
      `/dev/outbox.json?to=${encodeURIComponent(`+66${number.slice(1)}`)}`);
    const code = /\b(\d{6})\b/.exec(sms.body.data[0]?.body ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await call<{ data: { phone_verified?: boolean } }>(two.base, "/api/user/otp/phone/verify",
      { headers: auth, body: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body.data.phone_verified).toBe(true);
  });

  it(`rate limits count across both (${redisUrl ? "Redis" : "no Redis: each process counts its own"})`, async () => {
    const email = `limited-${Date.now()}@example.com`;
    const attempt = (shop: ShopProcess) =>
      call(shop.base, "/api/auth/login", { body: { email, password: "wrong-password-1" } }).then((r) => r.status);
    const statuses: number[] = [];
    // Alternating processes: 2 x LOGIN_LIMIT attempts, LOGIN_LIMIT through each.
    for (let i = 0; i < 2 * LOGIN_LIMIT; i++) statuses.push(await attempt(i % 2 === 0 ? one : two));
    if (redisUrl) {
      // One shared count: the attempt after the limit is refused, whichever process it reaches.
      expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), ...Array<number>(LOGIN_LIMIT).fill(429)]);
    } else {
      // README: without REDIS_URL counters live in each process, so N processes allow N times the limit.
      expect(statuses).toEqual(Array<number>(2 * LOGIN_LIMIT).fill(401));
      expect(await attempt(one)).toBe(429);
    }
  });

  it("an order paid through process one's webhook is Processing when read through process two", async () => {
    const [product] = (await listing(two)).filter((p) => p.stock >= 1);
    const order = await placeGuestOrder(two.base, product?.id ?? 0, address);
    const paid = await call<{ data: { payment: { charge_id: string | null } | null } }>(two.base, "/api/order/payment",
      {
      headers: { "idempotency-key": `two-${order.id}` },
      body: { order_id: order.id, token: order.token, method: "omise_promptpay", accept_policy: true },
    });
    const chargeId = paid.body.data.payment?.charge_id;
    expect(chargeId).toMatch(/^chrg_/);
    const read = () => call<{ data: { status: string } }>(two.base, `/api/order/${order.id}?token=${order.token}`);
    expect((await read()).body.data.status).toBe("pending");
    // The shopper's bank pays the QR; the sandbox posts charge.complete to process one's webhook (a queued job).
    const bank = await fetch(`${two.base}/sandbox/omise/charges/${chargeId}/mark_as_paid`, { method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString("base64")}` } });
    expect(bank.status).toBe(200);
    let status = "pending";
    for (const started = Date.now(); status === "pending" && Date.now() - started < 30_000;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await read()).body.data.status;
    }
    expect(status).toBe("processing");
    // Process one's log line for that answer can come after process two has read the order: wait for it.
    await expect.poll(() => answered(one, "POST", "/api/webhooks/omise"), { timeout: 10_000 }).toContain(200);
    expect(answered(two, "POST", "/api/webhooks/omise")).toEqual([]);
  }, 60_000);

  it("a scheduled job runs once per tick for both processes", async () => {
    // payment-reconcile is scheduled every minute by both processes; wait for a tick after both were serving.
    const done = async () => (await db.query<{ n: string }>(`SELECT count(*) AS n FROM pgboss.job
      WHERE name = 'payment-reconcile' AND state = 'completed' AND created_on >= $1`, [bothServingAt])).rows[0]?.n;
    for (const started = Date.now(); Number(await done()) < 1 && Date.now() - started < 120_000;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const { rows } = await db.query<{ minute: Date; n: string }>(`SELECT date_trunc('minute', created_on) AS minute,
      count(*) AS n FROM pgboss.job WHERE name = 'payment-reconcile' AND created_on >= $1 GROUP BY 1 ORDER BY 1`,
    [bothServingAt]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.n))).toEqual(rows.map(() => 1)); // one job per minute, not one per process
    const ran = (shop: ShopProcess) => logLines(shop)
      .filter((l) => String(l.msg).startsWith("Job payment-reconcile done")
        && Number(l.time) >= bothServingAt.getTime())
      .length;
    const completed = Number(await done());
    expect(ran(one) + ran(two)).toBe(completed); // each completed run was worked by exactly one of the two
  }, 150_000);
});
