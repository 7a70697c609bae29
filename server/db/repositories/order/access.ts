import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "#db/database.ts";
import { storedSecret } from "#db/repositories/secrets.ts";

// The guest's key to an order (decision 0100): HMAC-SHA256 of the order's public id under the shop's order-link
// secret, base64url (43 characters). Unguessable without the secret, checkable without storing a token per order,
// and valid as long as the order exists (retention deletes the order, and with it what the link shows).

/**
 * The secret, made once per database (random, 32 bytes) and kept in store_settings, so every shop process on the
 * database signs alike and links survive restarts.
 */
const linkSecret = (db: Database) => storedSecret(db, "order_link_secret");

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
