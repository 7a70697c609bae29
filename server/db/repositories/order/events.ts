import { eq, sql, type SQL } from "drizzle-orm";
import type { OrderStatus } from "#contract/order.ts";
import { releasesStock, type OrderEvent, type OrderSource } from "#domain/order-lifecycle.ts";
import { queryRows, type Database } from "#db/database.ts";
import { orders } from "#db/schema/index.ts";

/** What caused a status change, and when: what the order's event record keeps beside from and to. */
export type EventInput = {
  event: OrderEvent;
  source: OrderSource;
  /** `member:12`, `guest`, a job's name, a charge id, a staff member; null when nobody in particular. */
  actor: string | null;
  at: Date;
  detail?: Record<string, unknown>;
};

/**
 * One event row as a SELECT list (`order_id` given as SQL: a number, or a CTE's column), so the order's first event
 * can be written in the same statement as the order (record.ts).
 */
export function eventRow(orderId: SQL, from: OrderStatus | null, to: OrderStatus, input: EventInput): SQL {
  const detail = input.detail ? JSON.stringify(input.detail) : null;
  return sql`${orderId}, ${input.at}::timestamptz, ${from}::text, ${to}::text, ${input.event}::text,
    ${input.source}::text, ${input.actor}::text, ${detail}::jsonb`;
}

export const EVENT_COLUMNS = sql`order_events (order_id, at, from_status, to_status, event, source, actor, detail)`;

/** Appends one event to the order's record (the table refuses updates and deletes: decision 0100). */
export async function recordEvent(
  tx: Database, orderId: number, from: OrderStatus | null, to: OrderStatus, input: EventInput,
): Promise<void> {
  await tx.execute(sql`INSERT INTO ${EVENT_COLUMNS} SELECT ${eventRow(sql`${orderId}::int`, from, to, input)}`);
}

/**
 * Gives back what an order took when it was placed: its units to stock (product rows locked in id order, as
 * placing locks them, so the two never deadlock) and its coupon use. Answers what went back.
 */
export async function releaseOrder(tx: Database, orderId: number): Promise<Record<string, unknown>> {
  await tx.execute(sql`
    SELECT p.id FROM products p WHERE p.id IN (SELECT product_id FROM order_items WHERE order_id = ${orderId})
    ORDER BY p.id FOR NO KEY UPDATE`);
  const restocked = await queryRows<{ product_id: number; qty: number }>(tx, sql`
    UPDATE products p SET stock = p.stock + oi.qty FROM order_items oi
    WHERE oi.order_id = ${orderId} AND p.id = oi.product_id RETURNING p.id AS product_id, oi.qty`);
  const [redeemed] = await queryRows<{ coupon_id: number }>(tx, sql`
    DELETE FROM coupon_redemptions WHERE order_id = ${orderId} RETURNING coupon_id`);
  if (redeemed) {
    await tx.execute(sql`UPDATE coupons SET used_count = greatest(used_count - 1, 0) WHERE id = ${redeemed.coupon_id}`);
  }
  // Redeemed gifts wait for the member's next order again, and a birthday discount not paid for is the member's
  // again this year (decision 0165): the points were spent on them, not on this order.
  // By member first: both tables are indexed by member, not by order.
  const member = sql`(SELECT member_id FROM orders WHERE id = ${orderId})`;
  const gifts = await queryRows<{ reward_id: number }>(tx, sql`
    UPDATE reward_redemptions SET order_id = NULL WHERE member_id = ${member} AND order_id = ${orderId}
    RETURNING reward_id`);
  const perks = await queryRows<{ perk: string }>(tx, sql`
    DELETE FROM member_perk_uses WHERE member_id = ${member} AND order_id = ${orderId} RETURNING perk`);
  return {
    restocked: restocked.map((r) => ({ product_id: Number(r.product_id), qty: Number(r.qty) })),
    coupon_released: redeemed !== undefined,
    ...(gifts.length ? { gifts_waiting_again: gifts.map((g) => Number(g.reward_id)) } : {}),
    ...(perks.length ? { perk_released: perks.map((p) => p.perk) } : {}),
  };
}

/** Locks the order for a status change; undefined when there is no such order. */
export async function lockOrderStatus(tx: Database, orderId: number): Promise<OrderStatus | undefined> {
  const [row] = await queryRows<{ status: OrderStatus }>(tx, sql`
    SELECT status FROM orders WHERE id = ${orderId} FOR UPDATE`);
  return row?.status;
}

/** Sets the order's status and the dates it implies (paid for `pay`, delivered for completed). */
export async function setOrderStatus(
  tx: Database, orderId: number, change: { to: OrderStatus; event: OrderEvent; at: Date; trackingNumber?: string },
): Promise<void> {
  // SQL template: CASE keeps a date already set without reading it first.
  await tx.execute(sql`
    UPDATE orders SET status = ${change.to},
      paid_at = CASE WHEN ${change.event} = 'pay' THEN ${change.at} ELSE paid_at END,
      completed_at = CASE WHEN ${change.to} = 'completed' THEN ${change.at} ELSE completed_at END,
      tracking_number = coalesce(${change.trackingNumber ?? null}, tracking_number)
    WHERE id = ${orderId}`);
}

/** What earning points needs of an order. */
export async function orderForPoints(
  db: Database, orderId: number,
): Promise<{ memberId: number | null; number: string; subtotal: number; discount: number } | undefined> {
  const [row] = await db.select({
    memberId: orders.memberId, number: orders.number, subtotal: orders.subtotal, discount: orders.discount,
  }).from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * An account being deleted (spec §6): its orders go with it, so what its unfinished ones took (stock, coupon use)
 * goes back first, inside the deletion's transaction. Answers how many orders gave something back.
 */
export async function releaseMemberOrders(tx: Database, memberId: number): Promise<number> {
  const open = await queryRows<{ id: number; status: OrderStatus }>(tx, sql`
    SELECT id, status FROM orders WHERE member_id = ${memberId} AND status IN ('pending', 'processing')
    ORDER BY id FOR UPDATE`);
  const releasing = open.filter((order) => releasesStock(order.status, "failed"));
  for (const order of releasing) await releaseOrder(tx, Number(order.id));
  return releasing.length;
}
