import { sql } from "drizzle-orm";
import type { ShippingMethod } from "#contract/cart.ts";
import { queryRows, type Database } from "#db/database.ts";
import type { OrderAddressRecord } from "#db/schema/index.ts";

export type ConfirmationFacts = {
  id: number; public_id: string; number: string; first_name: string; email: string; locale: "en" | "th";
  subtotal: number; discount: number; shipping: number; vat: number; total: number; shipping_method: ShippingMethod;
  shipping_address: OrderAddressRecord | null; branch_en: string | null; branch_th: string | null;
  expires_at: Date | null; created_at: Date;
};

export type ConfirmationLine = { name_en: string; name_th: string; qty: number; total: number };

/** What an order's confirmation mail says: the order with its pickup branch, and its lines. */
export async function confirmationFacts(
  db: Database, orderId: number,
): Promise<{ order: ConfirmationFacts; lines: ConfirmationLine[] } | undefined> {
  // SQL templates kept as they were written: every order column plus the branch's names, joined in one row.
  const [order] = await queryRows<ConfirmationFacts>(db, sql`
    SELECT o.*, b.name_en AS branch_en, b.name_th AS branch_th
    FROM orders o LEFT JOIN branches b ON b.id = o.branch_id WHERE o.id = ${orderId}`);
  if (!order) return undefined;
  const lines = await queryRows<ConfirmationLine>(db, sql`
    SELECT p.name_en, p.name_th, i.qty, i.total FROM order_items i JOIN products p ON p.id = i.product_id
    WHERE i.order_id = ${orderId} ORDER BY i.id`);
  return { order, lines };
}
