// Orders for API tests that are not about checkout itself (reviews): written by the shop's own order code, as a
// placement would write them (decision 0100), then walked through the lifecycle to the status wanted, each step
// recorded. Prices are the products' current ones, one of each; no stock is taken.
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { OrderStatus } from "#contract/order.ts";
import type { Database } from "#db/database.ts";
import { applyOrderEvent, type EventInput } from "#workflows/order/lifecycle.ts";
import { insertOrder, nextOrderSequence, shopperActor } from "#db/repositories/order/record.ts";
import { products } from "#db/schema/index.ts";

export type TestOrder = { id: number; number: string; completedAt: Date | null };

const DAY = 86_400_000;

/** The events that take a new (pending) order to each status. */
const PATH: Record<OrderStatus, readonly [EventInput["event"], EventInput["source"]][]> = {
  pending: [],
  processing: [["pay", "payment"]],
  in_transit: [["pay", "payment"], ["ship", "staff"]],
  completed: [["pay", "payment"], ["ship", "staff"], ["deliver", "staff"]],
  failed: [["cancel", "staff"]],
};

/**
 * An order of the member (null: a guest's) with one of each product. `status` defaults to completed, delivered at
 * `completedAt` (now unless given) and placed a day before; other statuses are reached now.
 */
export async function createTestOrder(
  db: Database,
  memberId: number | null,
  productIds: readonly number[],
  options: { status?: OrderStatus; completedAt?: Date } = {},
): Promise<TestOrder> {
  const status = options.status ?? "completed";
  const completedAt = status === "completed" ? (options.completedAt ?? new Date()) : null;
  const placedAt = completedAt ? new Date(completedAt.getTime() - DAY) : new Date();
  const priced = await db.select({ id: products.id, price: products.price }).from(products)
    .where(inArray(products.id, [...productIds]));
  if (priced.length !== productIds.length) throw new Error(`unknown products in ${productIds.join(", ")}`);
  const subtotal = priced.reduce((sum, p) => sum + p.price, 0);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const order = await insertOrder(tx, {
      publicId: randomUUID(), sequence: await nextOrderSequence(tx), memberId, cartId: null, idempotencyKey: null,
      contact: { email: "buyer@example.com", firstName: "Test", lastName: "Buyer", phoneE164: null }, locale: "en",
      lines: priced.map((p) => ({ productId: p.id, qty: 1, unitPrice: p.price, total: p.price })),
      totals: { subtotal, discount: 0, shipping: 0, vat: 0, total: subtotal }, vatRate: 7, coupon: null,
      shippingMethod: "standard", branchId: null, shippingAddress: null, billingAddress: null, note: null, placedAt,
      actor: shopperActor(memberId),
    });
    for (const [event, source] of PATH[status]) {
      const at = event === "deliver" && completedAt ? completedAt : placedAt;
      await applyOrderEvent(tx, order.id, { event, source, actor: "test", at });
    }
    return { id: order.id, number: order.number, completedAt };
  });
}
