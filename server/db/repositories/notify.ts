import { sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import { queryRows, type Database } from "../database.ts";

/**
 * Registers "tell me when it is back" for one e-mail and product. One row per pair whatever the e-mail's case: a
 * repeat is not an error and adds nothing (`created: false`); after a mail went out, asking again re-arms the row.
 */
export async function requestStockNotification(
  db: Database, productId: number, email: string, locale: Locale,
): Promise<{ created: boolean }> {
  const rows = await queryRows<{ id: number }>(db, sql`
    INSERT INTO stock_notifications (product_id, email, locale) VALUES (${productId}, ${email}, ${locale})
    ON CONFLICT (product_id, lower(email)) DO UPDATE
      SET notified_at = NULL, locale = EXCLUDED.locale, created_at = now()
      WHERE stock_notifications.notified_at IS NOT NULL
    RETURNING id`);
  // No row: it already waits (the conflict's WHERE did not match), so nothing changed.
  return { created: rows.length > 0 };
}
