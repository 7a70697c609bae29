// The server side of `npm run bench:api`, run as its own process so the load generator does not share its event
// loop. It opens the database (BENCH_DB=pglite for an in-memory PGlite, else the PostgreSQL URL in BENCH_DB),
// migrates and seeds it, adds a bare route doing one indexed SELECT on the same database, and prints one JSON line:
// { port, productId, productIds, slug }. On SIGTERM it deletes the carts the run created and exits.
import { eq, inArray, sql } from "drizzle-orm";
import { buildApp, createServer } from "../server/app.ts";
import { queryRows, type DbHandle } from "../server/db/database.ts";
import { createPglite, openPostgres, pgliteHandle } from "../server/db/open.ts";
import { products } from "../server/db/schema/index.ts";
import { seedDatabase } from "../server/db/seed/index.ts";
import { readEnv } from "../server/env.ts";

const target = process.env.BENCH_DB ?? "pglite";
const handle: DbHandle = target === "pglite" ? await pgliteHandle(await createPglite({})) : await openPostgres(target);
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

const env = readEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: "" });
const server = createServer(env);
// The yardstick: a route with nothing but one prepared, indexed (primary key) SELECT through the same driver.
const bare = handle.db.select({ id: products.id, slug: products.slug, price: products.price, stock: products.stock })
  .from(products).where(eq(products.id, sql.placeholder("id"))).prepare("bench_bare");
server.get("/bench/bare", async () => ({ data: (await bare.execute({ id: product.id }))[0] }));
await buildApp({ env, db: handle, clientDir: "/nonexistent-client" }, server);
await server.listen({ port: 0, host: "127.0.0.1" });
const address = server.server.address();
const port = typeof address === "object" && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, productId: product.id, productIds: stocked.map((p) => p.id), slug: product.slug })}\n`);

process.once("SIGTERM", async () => {
  await server.close();
  await handle.db.execute(sql`DELETE FROM carts WHERE created_at >= ${startedAt}`);
  await handle.close();
  process.exit(0);
});
