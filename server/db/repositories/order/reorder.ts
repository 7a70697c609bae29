import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import type { ReorderResult } from "#contract/order.ts";
import { reorderPlan, type ReorderStep } from "#domain/reorder.ts";
import { queryRows, type Database } from "#db/database.ts";
import { getCart } from "#db/repositories/cart/index.ts";
import { arrayParam } from "#db/repositories/cart/prepared.ts";
import { ownedBy, type Shopper } from "#db/repositories/cart/view.ts";
import { OrderProblem } from "./problem.ts";

type Line = { product_id: number; qty: number; stock: number; in_cart: number; name_en: string; name_th: string };

/** Refused re-orders: `lines` says per line why, as the answer would have. */
export class ReorderRefused extends Error {
  readonly lines: ReorderResult["lines"];

  constructor(lines: ReorderResult["lines"]) {
    super("reorder_unavailable");
    this.name = "ReorderRefused";
    this.lines = lines;
  }
}

/** The cart to fill: the one named (if the shopper may use it), else the member's newest, else none yet. */
async function targetCart(tx: Database, cartId: string | null, shopper: Shopper): Promise<string | null> {
  if (cartId) {
    const [row] = await queryRows<{ id: string }>(tx, sql`
      SELECT id FROM carts WHERE id = ${cartId}::uuid AND ${ownedBy(shopper)} FOR UPDATE`);
    if (!row) throw new OrderProblem("cart_not_found");
    return row.id;
  }
  if (shopper === null) return null;
  const [row] = await queryRows<{ id: string }>(tx, sql`
    SELECT id FROM carts WHERE member_id = ${shopper} ORDER BY updated_at DESC, created_at DESC LIMIT 1 FOR UPDATE`);
  return row?.id ?? null;
}

/**
 * Re-order (spec §2 Orders, §7 `POST api/order/re-order`): the order's products go into a cart at today's prices,
 * each as far as stock allows beside what the cart already holds (domain `reorderPlan`). A new cart is made only when
 * something can be added; when nothing can, nothing changes and ReorderRefused says why per line.
 */
export async function reorder(
  db: Database, orderId: number, cartId: string | null, shopper: Shopper, locale: Locale,
): Promise<ReorderResult> {
  const { id, steps, lines } = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    let target = await targetCart(tx, cartId, shopper);
    const lines = await queryRows<Line>(tx, sql`
      SELECT oi.product_id, oi.qty, p.stock, p.name_en, p.name_th, coalesce(ci.qty, 0) AS in_cart
      FROM order_items oi JOIN products p ON p.id = oi.product_id
        LEFT JOIN cart_items ci ON ci.cart_id = ${target}::uuid AND ci.product_id = oi.product_id
      WHERE oi.order_id = ${orderId} ORDER BY oi.id`);
    const steps = reorderPlan(lines.map((l) => ({
      productId: Number(l.product_id), wanted: Number(l.qty), stock: Number(l.stock), inCart: Number(l.in_cart),
    })));
    const adding = steps.filter((s) => s.add > 0);
    if (adding.length === 0) return { id: null, steps, lines };
    if (!target) {
      target = randomUUID();
      await tx.execute(sql`INSERT INTO carts (id, member_id) VALUES (${target}::uuid, ${shopper})`);
    }
    await tx.execute(sql`
      INSERT INTO cart_items AS ci (cart_id, product_id, qty, unit_price)
      SELECT ${target}::uuid, x.product_id, x.qty, p.price
      FROM unnest(${arrayParam(adding.map((s) => s.productId))}::int[], ${arrayParam(adding.map((s) => s.add))}::int[])
        AS x(product_id, qty) JOIN products p ON p.id = x.product_id
      ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = ci.qty + EXCLUDED.qty, unit_price = EXCLUDED.unit_price`);
    await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${target}::uuid`);
    return { id: target, steps, lines };
  });
  const result = steps.map((step: ReorderStep, i: number) => {
    const line = lines[i];
    return {
      product_id: step.productId, name: (locale === "th" ? line?.name_th : line?.name_en) ?? "", wanted: step.wanted,
      added: step.add, code: step.code,
    };
  });
  if (id === null) throw new ReorderRefused(result);
  return { cart: await getCart(db, { id, shopper }, locale), lines: result };
}
