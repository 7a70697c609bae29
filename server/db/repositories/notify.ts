import { and, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import { stockNotifications } from "#db/schema/index.ts";
import { queryRows, type Database } from "../database.ts";

export type StockRequest = { id: number; created: boolean; confirmed: boolean };

/**
 * Registers "tell me when it is back" for one e-mail and product. One row per pair whatever the e-mail's case: a
 * repeat is not an error and adds nothing (`created: false`); after a mail went out, asking again re-arms the row.
 * An address that confirmed any request before counts as confirmed at once (double opt-in is per address).
 */
export async function requestStockNotification(
  db: Database, productId: number, email: string, locale: Locale,
): Promise<StockRequest> {
  // ON CONFLICT … RETURNING used as a guard, and the address's earlier confirmation copied in: no builder form.
  const rows = await queryRows<{ id: number; confirmed_at: Date | null }>(db, sql`
    INSERT INTO stock_notifications (product_id, email, locale, confirmed_at)
    VALUES (${productId}, ${email}, ${locale},
      (SELECT max(c.confirmed_at) FROM stock_notifications c WHERE lower(c.email) = lower(${email})))
    ON CONFLICT (product_id, lower(email)) DO UPDATE
      SET notified_at = NULL, locale = EXCLUDED.locale, created_at = now()
      WHERE stock_notifications.notified_at IS NOT NULL
    RETURNING id, confirmed_at`);
  const [created] = rows;
  if (created) return { id: Number(created.id), created: true, confirmed: created.confirmed_at !== null };
  // No row: it already waits (the conflict's WHERE did not match), so nothing changed.
  const [waiting] = await queryRows<{ id: number; confirmed_at: Date | null }>(db, sql`
    SELECT id, confirmed_at FROM stock_notifications
    WHERE product_id = ${productId} AND lower(email) = lower(${email})`);
  if (!waiting) throw new Error("a waiting stock notification vanished");
  return { id: Number(waiting.id), created: false, confirmed: waiting.confirmed_at !== null };
}

/** One request as its confirmation link needs it. */
export async function stockNotificationById(
  db: Database, id: number,
): Promise<{ id: number; email: string; locale: string; confirmedAt: Date | null } | undefined> {
  const [row] = await db.select({
    id: stockNotifications.id, email: stockNotifications.email, locale: stockNotifications.locale,
    confirmedAt: stockNotifications.confirmedAt,
  }).from(stockNotifications).where(eq(stockNotifications.id, id));
  return row;
}

/** Marks every request of the address confirmed (the link proves the address, not one product). */
export async function confirmStockAddress(db: Database, email: string, at: Date): Promise<void> {
  await db.update(stockNotifications).set({ confirmedAt: at })
    .where(and(sql`lower(${stockNotifications.email}) = lower(${email})`, isNull(stockNotifications.confirmedAt)));
}
