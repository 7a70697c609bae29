import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "#contract/locale.ts";
import { stockConfirmMail } from "#domain/stock-notify-mail.ts";
import type { Database } from "#db/database.ts";
import {
  confirmStockAddress, requestStockNotification, stockNotificationById,
} from "#db/repositories/notify.ts";
import { enqueue } from "#db/repositories/outbox.ts";
import { storedSecret } from "#db/repositories/secrets.ts";

// Back-in-stock alerts with double opt-in (decision 0184): a request mails a signed confirmation link; only a
// confirmed address gets the restock mail (jobs/notify-restock.ts), so the shop cannot be used to mail strangers.

export const STOCK_CONFIRM_PATH = "/api/product/notify/confirm";

const signature = (secret: Buffer, id: number, email: string) =>
  createHmac("sha256", secret).update(`stock-notify:${id}:${email.toLowerCase()}`).digest().toString("base64url");

/** The link's token: the request's id and an HMAC of it with the address, under the database's secret. */
async function tokenOf(db: Database, id: number, email: string): Promise<string> {
  return `${id}.${signature(await storedSecret(db, "stock_notify_secret"), id, email)}`;
}

export type StockAlertRequest = {
  productId: number; productName: string; email: string; locale: Locale; origin: string;
};

/** Registers the request; an unconfirmed address is sent the confirmation link in the shopper's language. */
export async function requestStockAlert(db: Database, req: StockAlertRequest): Promise<{ created: boolean }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const saved = await requestStockNotification(tx, req.productId, req.email, req.locale);
    if (!saved.confirmed) {
      const link = `${req.origin.replace(/\/+$/, "")}${STOCK_CONFIRM_PATH}?token=${await tokenOf(db, saved.id, req.email)}`;
      await enqueue(tx, { kind: "mail", to: req.email, ...stockConfirmMail(req.locale, req.productName, link) });
    }
    return { created: saved.created };
  });
}

/** Confirms the address of a signed link; answers the request's language, or null for a link that is not valid. */
export async function confirmStockAlert(db: Database, token: string, now: Date): Promise<{ locale: Locale } | null> {
  const match = /^(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const row = await stockNotificationById(db, Number(match[1]));
  if (!row) return null;
  const expected = Buffer.from((await tokenOf(db, row.id, row.email)).split(".")[1] ?? "");
  const given = Buffer.from(match[2] ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  await confirmStockAddress(db, row.email, now);
  return { locale: row.locale === "th" ? "th" : "en" };
}
