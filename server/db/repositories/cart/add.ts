import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { MAX_QTY } from "../../../../contract/cart.ts";
import { checkAddition, type QuantityCheck } from "../../../domain/stock.ts";
import type { Database } from "../../database.ts";
import { preparedRows } from "./prepared.ts";
import { CartProblem } from "./problem.ts";
import { LINE_PRODUCT_COLUMNS, toLine, type LineRow } from "./view.ts";

/*
 * Add-to-cart is the hottest write, so it is cut to as few round trips as the rules allow.
 *
 * The write is guarded in SQL by the same condition as the domain's `checkAddition` (1..99 added, the new quantity
 * within stock and 99), so checking and writing are one statement; the domain then judges the row the statement
 * read, and is the one that answers (which refusal, how many are left). The guard only decides whether to write:
 * when the two ever disagree, that is a bug and the call fails instead of answering a cart that does not match.
 *
 * `set_config('synchronous_commit', 'off', true)` inside a statement is `SET LOCAL` without its own round trip (see
 * `transaction` in index.ts for why cart writes may skip the WAL flush).
 */

type FirstAddRow = Omit<LineRow, "cart_item_id" | "qty" | "unit_price"> & { cart_item_id: number | null };

/** Throws the domain's refusal, or an Error when the SQL guard and the domain disagree about `written`. */
function judged(check: QuantityCheck, written: boolean): number {
  if (check.ok !== written) throw new Error(`add-to-cart guard (${written}) disagrees with checkAddition (${check.ok})`);
  if (!check.ok) throw new CartProblem(check.code, check.available);
  return check.qty;
}

/**
 * A first add (no cart yet): ONE autocommitted statement reads the product, and only when the quantity fits creates
 * the cart and its line together, so a refused first add leaves no empty cart behind. Answers the new cart's id and
 * its one line.
 */
export async function addFirstLine(db: Database, productId: number, qty: number): Promise<{ cartId: string; line: LineRow }> {
  const cartId = randomUUID();
  const [row] = await preparedRows<FirstAddRow>(db, "cart_first_add", sql`
    WITH cfg AS (SELECT set_config('synchronous_commit', 'off', true) AS v),
      p AS (
        SELECT ${LINE_PRODUCT_COLUMNS}
        FROM products p JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id CROSS JOIN cfg
        WHERE p.id = ${productId}),
      cart AS (
        INSERT INTO carts (id) SELECT ${cartId}::uuid FROM p
        WHERE ${qty}::int BETWEEN 1 AND ${MAX_QTY}::int AND ${qty}::int <= p.stock
        RETURNING id),
      item AS (
        INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
        SELECT cart.id, p.product_id, ${qty}::int, p.price FROM cart CROSS JOIN p
        RETURNING id)
    SELECT p.*, (SELECT id FROM item) AS cart_item_id FROM p`);
  if (!row) throw new CartProblem("product_not_found");
  const added = judged(checkAddition(0, qty, Number(row.stock)), row.cart_item_id !== null);
  // The new line's unit price is the price it was written with.
  const line = toLine({ ...row, cart_item_id: Number(row.cart_item_id), qty: added, unit_price: row.price });
  return { cartId, line };
}

type GuardRow = { existing: number; stock: number; written: boolean };

/**
 * Adds to a line of a cart the caller has locked, inside its transaction: one statement reads the existing quantity
 * and the stock, upserts the line when the sum fits and touches the cart. This statement starts after the lock was
 * granted, so it sees the line as the previous holder of the lock left it (never a stale quantity).
 */
export async function addToLockedCart(tx: Database, cartId: string, productId: number, qty: number): Promise<void> {
  const [row] = await preparedRows<GuardRow>(tx, "cart_add_locked", sql`
    WITH p AS (
        SELECT p.id, p.price, p.stock, coalesce(ci.qty, 0) AS existing
        FROM products p LEFT JOIN cart_items ci ON ci.cart_id = ${cartId}::uuid AND ci.product_id = p.id
        WHERE p.id = ${productId}),
      up AS (
        INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
        SELECT ${cartId}::uuid, p.id, p.existing + ${qty}::int, p.price FROM p
        WHERE ${qty}::int BETWEEN 1 AND ${MAX_QTY}::int AND p.existing + ${qty}::int <= least(p.stock, ${MAX_QTY}::int)
        ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = EXCLUDED.qty, unit_price = EXCLUDED.unit_price
        RETURNING id),
      touched AS (UPDATE carts SET updated_at = now() WHERE id = ${cartId}::uuid AND EXISTS (SELECT 1 FROM up))
    SELECT p.existing, p.stock, EXISTS (SELECT 1 FROM up) AS written FROM p`);
  if (!row) throw new CartProblem("product_not_found");
  judged(checkAddition(Number(row.existing), qty, Number(row.stock)), row.written);
}
