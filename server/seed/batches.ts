import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "#db/database.ts";

/** Inserts rows in chunks so a statement stays well under PostgreSQL's 65,535 bind-parameter limit. */
export async function insertInBatches<T extends PgTable>(
  db: Database,
  table: T,
  rows: T["$inferInsert"][],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
