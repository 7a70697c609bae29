import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#db/database.ts";
import { storeSettings } from "#db/schema/index.ts";

// The guest's key to an order (decision 0100): HMAC-SHA256 of the order's public id under the shop's order-link
// secret, base64url (43 characters). Unguessable without the secret, checkable without storing a token per order,
// and valid as long as the order exists (retention deletes the order, and with it what the link shows).

const KEY_SETTING = "order_link_secret";
const keys = new WeakMap<Database, Promise<Buffer>>();

/**
 * The secret, made once per database (random, 32 bytes) and kept in store_settings, so every shop process on the
 * database signs alike and links survive restarts. Read once per process.
 */
function linkSecret(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const fresh = randomBytes(32).toString("base64url");
      await db.insert(storeSettings).values({ key: KEY_SETTING, value: { secret: fresh } }).onConflictDoNothing();
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, KEY_SETTING));
      const secret = (row?.value as { secret?: unknown } | undefined)?.secret;
      if (typeof secret !== "string" || secret.length < 32) {
        throw new Error("store_settings.order_link_secret is unreadable");
      }
      return Buffer.from(secret, "base64url");
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const sign = (secret: Buffer, publicId: string) =>
  createHmac("sha256", secret).update(`order:${publicId}`).digest().toString("base64url");

/** Signs order ids with the database's secret (read first, so a transaction can sign without reading it). */
export async function orderSigner(db: Database): Promise<(publicId: string) => string> {
  const secret = await linkSecret(db);
  return (publicId) => sign(secret, publicId);
}

/** The access token of an order (its public id). */
export async function orderToken(db: Database, publicId: string): Promise<string> {
  return sign(await linkSecret(db), publicId);
}

/** Whether `token` is the access token of the order `publicId` (constant-time comparison). */
export async function isOrderToken(db: Database, publicId: string, token: string): Promise<boolean> {
  const expected = Buffer.from(sign(await linkSecret(db), publicId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
