import fp from "fastify-plugin";
import type { Database, DbHandle } from "#db/database.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The drizzle database (embedded PostgreSQL or DATABASE_URL), migrated and seeded. */
    db: Database;
  }
}

/** Exposes an open database to the routes. Whoever opened it (main.ts, a test, a benchmark) closes it. */
export default fp<{ handle: DbHandle }>(async (app, opts) => {
  app.decorate("db", opts.handle.db);
}, { name: "db" });
