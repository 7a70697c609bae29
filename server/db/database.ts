import type { SQL } from "drizzle-orm";
import type { PoolConfig } from "pg";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.ts";

/** The drizzle database the app uses (node-postgres, on the embedded server or on DATABASE_URL). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated database, how to reach it again (the job queue opens its own connections) and how to close it. */
export interface DbHandle {
  db: Database;
  connection: PoolConfig;
  close(): Promise<void>;
}

/** node-postgres returns int8 counts as strings: always go through this. */
export function toCount(value: unknown): number {
  const n = typeof value === "string" ? Number(value) : typeof value === "number" ? value : 0;
  return Number.isFinite(n) ? n : 0;
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; the generic `PgDatabase` types the result as
 * unknown, so the shape is checked here once. Values still go through bind parameters (drizzle's `sql` template).
 */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = result && typeof result === "object" && "rows" in result ? result.rows : undefined;
  if (!Array.isArray(rows)) throw new Error("the database driver answered without rows");
  return rows as T[];
}

/** The PostgreSQL error code of `error` or of an error it wraps (drizzle wraps the driver's error as `cause`). */
function pgCode(error: unknown): { code: string; error: object } | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === "object"
    && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return { code, error: e };
  }
  return undefined;
}

/**
 * PostgreSQL unique_violation (drizzle may wrap the driver's error in `cause`), optionally of one constraint (its
 * name in the message counts too).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = pgCode(error);
  if (found?.code !== "23505") return false;
  const e = found.error as { constraint?: unknown; message?: unknown };
  return constraint === undefined || e.constraint === constraint || String(e.message).includes(constraint);
}

/** A statement gave up waiting for a row lock (`lock_timeout`). */
export const isLockTimeout = (error: unknown): boolean => pgCode(error)?.code === "55P03";
