import { eq, sql } from "drizzle-orm";
import type { OrderStatus } from "#contract/order.ts";
import { queryRows, type Database } from "#db/database.ts";
import { orders } from "#db/schema/index.ts";

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

/** What applying a charge needs of the order: its state and the receipt's details. */
export type PaidOrderFacts = {
  status: OrderStatus; total: number; expiresAt: Date | null; publicId: string; number: string; firstName: string;
  email: string; locale: "en" | "th";
};

export async function paymentOrderFacts(db: Database, orderId: number): Promise<PaidOrderFacts> {
  const [row] = await db.select({
    status: orders.status, total: orders.total, expiresAt: orders.expiresAt, publicId: orders.publicId,
    number: orders.number, firstName: orders.firstName, email: orders.email, locale: orders.locale,
  }).from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/** The public id of the order with internal id `orderId` (a webhook's charge must name it). */
export async function orderPublicId(db: Database, orderId: number): Promise<string | undefined> {
  const [row] = await db.select({ publicId: orders.publicId }).from(orders).where(eq(orders.id, orderId));
  return row?.publicId;
}

export async function orderStatusOf(db: Database, orderId: number): Promise<OrderStatus | undefined> {
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row?.status;
}

export async function orderStatusAndTotal(
  db: Database, orderId: number,
): Promise<{ status: OrderStatus; total: number } | undefined> {
  const [row] = await db.select({ status: orders.status, total: orders.total }).from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
