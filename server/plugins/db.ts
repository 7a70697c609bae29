import fp from "fastify-plugin";
import type { Database, DbHandle, DbKind } from "../db/database.ts";
import { openDatabase } from "../db/open.ts";
import { seedForStart } from "../db/seed/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The drizzle database (PGlite or PostgreSQL), migrated and seeded. */
    db: Database;
    dbKind: DbKind;
  }
}

export interface DbPluginOptions {
  /** An already open database. The caller keeps ownership and closes it. */
  handle?: DbHandle;
  /** Used to open one when no handle is given; the plugin then closes it with the app. */
  env: { DATABASE_URL: string; DATA_DIR: string; NODE_ENV: string };
}

export default fp<DbPluginOptions>(async (app, opts) => {
  let handle = opts.handle;
  if (!handle) {
    const opened = await openDatabase(opts.env, app.log);
    await seedForStart(opened.db, opts.env.NODE_ENV === "production", app.log);
    app.addHook("onClose", async () => opened.close());
    handle = opened;
  }
  app.decorate("db", handle.db);
  app.decorate("dbKind", handle.kind);
}, { name: "db" });
