// Which tables' contents a request changed. Every table of every non-system schema has an md5 of all its rows (as
// text, sorted). Recomputing all of them after each request costs 20-80 ms, so a cheap screen runs first: the row
// count and newest xmin of each table (any INSERT, UPDATE or DELETE moves one of them); only tables whose screen
// moved get their md5 recomputed, and a table counts as changed only when its md5 did.
import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";

type Table = { schema: string; name: string };
const key = (t: Table) => `${t.schema}.${t.name}`;
const ref = (t: Table) => sql`${sql.identifier(t.schema)}.${sql.identifier(t.name)}`;

export class DatabaseWatch {
  private screens = new Map<string, string>();
  private readonly md5s = new Map<string, string>();

  private readonly db: Database;
  private readonly tables: Table[];

  private constructor(db: Database, tables: Table[]) {
    this.db = db;
    this.tables = tables;
  }

  static async open(db: Database): Promise<DatabaseWatch> {
    const tables = await queryRows<Table>(db, sql`
      SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      -- pgboss: the job queue's own bookkeeping (instance heartbeats, schedules, maintenance) moves on its own clock,
      -- whatever the requests do; a job a refused request queued would show in the shop's tables when it ran.
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
      ORDER BY 1, 2`);
    const watch = new DatabaseWatch(db, tables);
    watch.screens = await watch.screen();
    for (const table of tables) watch.md5s.set(key(table), await watch.md5(table));
    return watch;
  }

  get tableNames(): string[] {
    return this.tables.map(key);
  }

  private async screen(): Promise<Map<string, string>> {
    const parts: SQL[] = this.tables.map((t) => sql`
      SELECT ${key(t)} AS t, count(*) || ':' || coalesce(max(x.xmin::text::bigint), 0) AS s FROM ${ref(t)} x`);
    const rows = await queryRows<{ t: string; s: string }>(this.db, sql.join(parts, sql` UNION ALL `));
    return new Map(rows.map((r) => [r.t, String(r.s)]));
  }

  private async md5(table: Table): Promise<string> {
    const [row] = await queryRows<{ h: string }>(this.db, sql`
      SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM ${ref(table)} x`);
    return row?.h ?? "";
  }

  /** Tables ("schema.name") whose contents differ from the last call (or from opening); the baseline moves on. */
  async changes(): Promise<string[]> {
    const screens = await this.screen();
    const changed: string[] = [];
    for (const table of this.tables) {
      const name = key(table);
      if (screens.get(name) === this.screens.get(name)) continue;
      const md5 = await this.md5(table);
      if (md5 !== this.md5s.get(name)) changed.push(name);
      this.md5s.set(name, md5);
    }
    this.screens = screens;
    return changed;
  }
}
