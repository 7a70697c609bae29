import { sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import { queryRows, type Database } from "#db/database.ts";
import { enqueue } from "#db/repositories/outbox.ts";

type Waiting = { id: number; email: string; locale: string; product_id: number; slug: string; name_en: string;
  name_th: string };

function mail(row: Waiting, baseUrl: string) {
  const locale: Locale = row.locale === "th" ? "th" : "en";
  const path = `${locale === "th" ? "/th" : ""}/product/detail/${row.slug}`;
  const url = `${baseUrl.replace(/\/+$/, "")}${path}`;
  if (locale === "th") {
    return {
      subject: `${row.name_th} กลับมามีสินค้าแล้ว`,
      body: `สวัสดีค่ะ\n\n${row.name_th} ที่คุณรอกลับมามีสินค้าแล้ว สั่งซื้อได้ที่ ${url}\n\nSkinState`,
    };
  }
  return {
    subject: `${row.name_en} is back in stock`,
    body: `Hello,\n\n${row.name_en}, which you asked about, is back in stock. Order it here: ${url}\n\nSkinState`,
  };
}

/**
 * Mails everyone waiting for a product that is in stock again, through the outbox, and marks them notified in the
 * same transaction: each request gets exactly one mail even if two runs overlap (SKIP LOCKED). Only addresses that
 * confirmed are mailed (double opt-in, decision 0184). Call it after `restock()`, or on a schedule. Returns how
 * many mails were queued.
 */
export async function notifyRestock(db: Database, options: { productId?: number;
  baseUrl?: string } = {}): Promise<number> {
  const baseUrl = options.baseUrl ?? "";
  const only = options.productId === undefined ? sql`` : sql`AND n.product_id = ${options.productId}`;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const waiting = await queryRows<Waiting>(t, sql`
      SELECT n.id, n.email, n.locale, n.product_id, p.slug, p.name_en, p.name_th
      FROM stock_notifications n JOIN products p ON p.id = n.product_id
      WHERE n.notified_at IS NULL AND n.confirmed_at IS NOT NULL
        AND p.stock > 0 ${only}
      ORDER BY n.id
      FOR UPDATE OF n SKIP LOCKED`);
    for (const row of waiting) {
      await enqueue(t, { kind: "mail", to: row.email, ...mail(row, baseUrl) });
    }
    if (waiting.length) {
      const ids = waiting.map((r) => Number(r.id));
      await t.execute(
        sql`UPDATE stock_notifications SET notified_at = now()
          WHERE id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    }
    return waiting.length;
  });
}
