import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

/** The drizzle database the app uses, whichever driver (PGlite or node-postgres) is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbKind = "pglite" | "postgres";

/** An open, migrated database plus how to close it. */
export interface DbHandle {
  db: Database;
  kind: DbKind;
  close(): Promise<void>;
}

/** node-postgres returns int8 counts as strings, PGlite as numbers: always go through this. */
export function toCount(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : typeof value === "number" ? value : 0;
  return Number.isFinite(n) ? n : 0;
}
