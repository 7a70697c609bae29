import { sql } from "drizzle-orm";
import type { OrderStatus } from "#contract/order.ts";
import { queryRows, type Database } from "#db/database.ts";

/** What the payment calls need of an order. */
export type PaymentOrder = {
  id: number;
  publicId: string;
  number: string;
  status: OrderStatus;
  total: number;
  memberId: number | null;
  expiresAt: Date | null;
};

export async function paymentOrder(db: Database, publicId: string): Promise<PaymentOrder | undefined> {
  const [row] = await queryRows<{
    id: number; public_id: string; number: string; status: OrderStatus; total: number; member_id: number | null;
    expires_at: Date | string | null;
  }>(db, sql`SELECT id, public_id, number, status, total, member_id, expires_at FROM orders
    WHERE public_id = ${publicId}::uuid`);
  if (!row) return undefined;
  return {
    id: Number(row.id), publicId: row.public_id, number: row.number, status: row.status, total: Number(row.total),
    memberId: row.member_id === null ? null : Number(row.member_id),
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  };
}
