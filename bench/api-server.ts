// The server side of `npm run bench:api`, run as its own process so the load generator does not share its event loop.
// It opens the database (BENCH_DB=embedded for the embedded PostgreSQL on a fresh data dir, as `npm start` runs it,
// else the PostgreSQL URL in BENCH_DB), migrates and seeds it, adds a bare route doing one indexed SELECT on the same
// database, and prints one JSON line:
// { port, productId, productIds, slug, orders }. `orders` is what the order placement run needs: thousands of guest
// carts made for it (two lines each), the figures each kind of cart is confirmed with, and a valid address. On
// SIGTERM it deletes the carts, orders and mails the run created and exits. With BENCH_JOIN=1 it is a further shop
// process on BENCH_DB (a URL: `--processes 2`): no set-up and no clean-up, it serves and prints { port }.
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { buildApp, createServer, DEFAULT_CLIENT_DIR } from "#server/app.ts";
import { buildClient, clientBuildReason } from "#server/client-build.ts";
import { queryRows, type DbHandle } from "#db/database.ts";
import { embeddedUrl, openEmbedded, openPostgres } from "#db/open.ts";
import { products } from "#db/schema/index.ts";
import { seedDatabase } from "#seed/index.ts";
import { readEnv } from "#server/env.ts";

const target = process.env.BENCH_DB ?? "embedded";
if (process.env.BENCH_JOIN === "1") await joinAsAnotherProcess(target);
const dataDir = target === "embedded" ? await mkdtemp(join(tmpdir(), "skinstate-bench-")) : "";
if (dataDir) await chmod(dataDir, 0o755); // as root the database server runs as another user, who must enter it
const quiet = { info: () => {}, warn: () => {} };
const handle: DbHandle = dataDir ? await openEmbedded(dataDir, quiet) : await openPostgres(target);
await seedDatabase(handle.db, { demo: false });
const startedAt = new Date();

// Ten products with the most stock: the first is the one every new cart starts with, the ten together give the
// existing-cart run enough distinct lines (each line stops at 99).
const stocked = await queryRows<{ id: number; slug: string }>(handle.db, sql`
  SELECT id, slug FROM products ORDER BY stock DESC, id LIMIT 10`);
const [product] = stocked;
if (!product) throw new Error("the seeded catalog is empty");
// Enough stock that a long run of add-to-cart never meets insufficient_stock.
await handle.db.update(products).set({ stock: 1_000_000 }).where(inArray(products.id, stocked.map((p) => p.id)));
// A live shop's catalog has planner statistics (autovacuum); this machine's PostgreSQL runs with autovacuum off. Only
// the catalog: analyzing the carts tables while they are empty would tell the planner they stay empty (see the seed).
await handle.db.execute(sql`ANALYZE products, brands, categories`);

/** Carts for the order placement run: each placement uses one up (a repeat would only answer the order again). */
const ORDER_CARTS = Number(process.env.BENCH_ORDER_CARTS ?? 20_000);
/** Kinds of cart (pairs of products): placements of different carts lock different product rows, as in a shop. */
const CART_KINDS = 50;
const forOrders = await queryRows<{ id: number }>(handle.db, sql`
  SELECT id FROM products WHERE NOT is_gift ORDER BY id LIMIT ${CART_KINDS * 2}`);
await handle.db.update(products).set({ stock: 1_000_000 }).where(inArray(products.id, forOrders.map((p) => p.id)));
const orderCarts = (await queryRows<{ id: string }>(handle.db, sql`
  INSERT INTO carts (id) SELECT gen_random_uuid() FROM generate_series(1, ${ORDER_CARTS})
  RETURNING id`)).map((r) => r.id);
const kindOf = (j: number) => forOrders.slice((j % CART_KINDS) * 2, (j % CART_KINDS) * 2 + 2).map((p) => p.id);
const lineCarts = orderCarts.flatMap((id) => [id, id]);
const lineProducts = orderCarts.flatMap((_, j) => kindOf(j));
await handle.db.execute(sql`
  INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
  SELECT x.cart_id, x.product_id, 1, p.price
  FROM unnest(${`{${lineCarts.join(",")}}`}::uuid[], ${`{${lineProducts.join(",")}}`}::int[]) AS x(cart_id, product_id)
    JOIN products p ON p.id = x.product_id`);
await handle.db.execute(sql`ANALYZE carts, cart_items`);
type Geo = { province_id: number; district_id: number; sub_district_id: number; postal_code: string };
const [geo] = await queryRows<Geo>(handle.db, sql`
  SELECT d.province_id, s.district_id, s.id AS sub_district_id, s.postal_code
  FROM th_sub_districts s JOIN th_districts d ON d.id = s.district_id WHERE s.postal_code <> '' ORDER BY s.id LIMIT 1`);

// BENCH_SANDBOX=1 (the webhook figure, bench/webhooks.ts): the payment sandbox runs, which it never does in production.
const sandbox = process.env.BENCH_SANDBOX === "1";
const env = readEnv({ NODE_ENV: sandbox ? "development" : "production", LOG_LEVEL: "silent", DATABASE_URL: "" });
const server = createServer(env);

// The yardstick: a route with nothing but one prepared, indexed (primary key) SELECT through the same driver.
const bare = handle.db.select({ id: products.id, slug: products.slug, price: products.price, stock: products.stock })
  .from(products).where(eq(products.id, sql.placeholder("id"))).prepare("bench_bare");
server.get("/bench/bare", async () => ({ data: (await bare.execute({ id: product.id }))[0] }));
// The built app, as `npm start` serves it: the server-rendered product page row needs it (built here when stale).
if (await clientBuildReason(DEFAULT_CLIENT_DIR)) await buildClient();
await buildApp({ env, db: handle, clientDir: DEFAULT_CLIENT_DIR, workJobs: true }, server);
await server.listen({ port: 0, host: "127.0.0.1" });
// The reconciliation job off: only the sandbox's webhooks move the webhook figure's orders.
if (sandbox) await handle.db.execute(sql`DELETE FROM pgboss.schedule WHERE name = 'payment-reconcile'`);
const address = server.server.address();
const port = typeof address === "object" && address ? address.port : 0;
// The figures a browser would confirm for each kind of cart, from the shop's own check.
const confirms: unknown[] = [];
for (const cartId of orderCarts.slice(0, CART_KINDS)) {
  const check = await server.inject({ method: "POST", url: "/api/order/check", payload: { cart_id: cartId } });
  confirms.push((check.json() as { data: { confirm: unknown } }).data.confirm);
}
const shipTo = {
  place_type: "home", first_name: "Bench", last_name: "Shopper", phone: { country_code: "TH", number: "0812345678" },
  street_address: "1 Bench Rd", ...geo,
};
const orders = { carts: orderCarts, confirms, address: shipTo };
// A URL further shop processes open the same database with (the embedded server's socket, or the given URL).
const database = dataDir ? embeddedUrl(handle.connection as Parameters<typeof embeddedUrl>[0]) : target;
const ready = {
  database, port, productId: product.id, productIds: stocked.map((p) => p.id), slug: product.slug, orders,
};
process.stdout.write(`${JSON.stringify(ready)}\n`);

process.once("SIGTERM", async () => {
  await server.close();
  await handle.db.execute(sql`DELETE FROM carts WHERE created_at >= ${startedAt}`);
  await handle.db.execute(sql`DELETE FROM orders WHERE created_at >= ${startedAt}`);
  await handle.db.execute(sql`DELETE FROM outbox WHERE created_at >= ${startedAt}`);
  await handle.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});

/** A second (third…) shop process on the first one's database: serves the app and prints its port. */
async function joinAsAnotherProcess(url: string): Promise<never> {
  const joined = await openPostgres(url);
  const env = readEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: "" });
  const app = await buildApp({ env, db: joined, clientDir: DEFAULT_CLIENT_DIR, workJobs: true });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const where = app.server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof where === "object" && where ? where.port : 0 })}\n`);
  process.once("SIGTERM", async () => {
    await app.close();
    await joined.close();
    process.exit(0);
  });
  return new Promise<never>(() => {});
}
