import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import { storeSettings } from "#db/schema/index.ts";

const secrets = new WeakMap<Database, Map<string, Promise<Buffer>>>();

/**
 * A random 32-byte secret made once per database and kept in store_settings under `key`, so every shop process on the
 * database uses the same one and it survives restarts. Read once per process (a failed read is retried next time).
 */
export function storedSecret(db: Database, key: string): Promise<Buffer> {
  let byKey = secrets.get(db);
  if (!byKey) secrets.set(db, (byKey = new Map()));
  let secret = byKey.get(key);
  if (!secret) {
    secret = (async () => {
      const fresh = randomBytes(32).toString("base64url");
      await db.insert(storeSettings).values({ key, value: { secret: fresh } }).onConflictDoNothing();
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, key));
      const stored = (row?.value as { secret?: unknown } | undefined)?.secret;
      if (typeof stored !== "string" || stored.length < 32) throw new Error(`store_settings.${key} is unreadable`);
      return Buffer.from(stored, "base64url");
    })();
    const made = secret;
    made.catch(() => byKey.get(key) === made && byKey.delete(key));
    byKey.set(key, made);
  }
  return secret;
}
