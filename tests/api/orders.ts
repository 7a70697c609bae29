// Orders for API tests that are not about checkout itself: inserted directly through the test database, as the
// checkout issue will write them (decision 0076). Prices are the products' current ones, one of each.
import { inArray } from "drizzle-orm";
import type { Database } from "../../server/db/database.ts";
import { orderItems, orders, products, type OrderStatus } from "../../server/db/schema/index.ts";

export type TestOrder = { id: number; number: string; completedAt: Date | null };

let counter = 0;

/**
 * An order of the member (null: a guest's) with one of each product. `status` defaults to completed, dated
 * `completedAt` (now unless given); other statuses have no completion date.
 */
export async function createTestOrder(
  db: Database,
  memberId: number | null,
  productIds: readonly number[],
  options: { status?: OrderStatus; completedAt?: Date } = {},
): Promise<TestOrder> {
  const status = options.status ?? "completed";
  const completedAt = status === "completed" ? (options.completedAt ?? new Date()) : null;
  const priced = await db.select({ id: products.id, price: products.price }).from(products).where(inArray(products.id, [...productIds]));
  if (priced.length !== productIds.length) throw new Error(`unknown products in ${productIds.join(", ")}`);
  const subtotal = priced.reduce((sum, p) => sum + p.price, 0);
  const number = `SS-TEST-${process.pid}-${Date.now()}-${++counter}`;
  const [order] = await db.insert(orders).values({
    number, memberId, status, subtotal, total: subtotal, completedAt,
    ...(completedAt ? { createdAt: new Date(completedAt.getTime() - 86_400_000) } : {}),
  }).returning({ id: orders.id });
  if (!order) throw new Error("order insert returned no row");
  await db.insert(orderItems).values(priced.map((p) => ({ orderId: order.id, productId: p.id, qty: 1, unitPrice: p.price, total: p.price })));
  return { id: order.id, number, completedAt };
}
