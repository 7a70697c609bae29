import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { MAX_QTY } from "../../../../contract/cart.ts";
import { checkAddition, type QuantityCheck } from "../../../domain/stock.ts";
import type { Database } from "../../database.ts";
import { preparedRows } from "./prepared.ts";
import { CartProblem } from "./problem.ts";
import { LINE_JOINS, LINE_PRODUCT_COLUMNS, ownedBy, toCartRow, toLine, type CartRow, type LineRow, type Shopper } from "./view.ts";

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
 * its one line. A signed-in member's new cart is theirs from the start.
 */
export async function addFirstLine(
  db: Database, memberId: Shopper, productId: number, qty: number,
): Promise<{ cartId: string; line: LineRow }> {
  const cartId = randomUUID();
  const [row] = await preparedRows<FirstAddRow>(db, "cart_first_add", sql`
    WITH cfg AS (SELECT set_config('synchronous_commit', 'off', true) AS v),
      p AS (
        SELECT ${LINE_PRODUCT_COLUMNS}
        FROM products p ${LINE_JOINS} CROSS JOIN cfg
        WHERE p.id = ${productId}),
      cart AS (
        INSERT INTO carts (id, member_id) SELECT ${cartId}::uuid, ${memberId}::int FROM p
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

type QuickAddRow = LineRow & {
  id: string; coupon_id: number | null; shipping_method: CartRow["shipping_method"]; branch_id: number | null;
  guard_stock: number; added_qty: number; stale: boolean;
};

export type QuickAdd = { row: CartRow; lines: LineRow[] | undefined };

/**
 * The usual add to an existing cart in ONE autocommitted statement that also answers the cart's lines. It locks the
 * cart row (so it takes turns with every other cart write, which all lock it first), checks who is asking, and adds
 * to the line with an atomic guarded increment: `ON CONFLICT DO UPDATE` works on the line's latest committed
 * version, so the sum is right even after waiting for the lock.
 *
 * The lines it answers are the other lines as this statement's snapshot saw them plus the line just written. They
 * are stale only if another write committed while this one waited for the lock: every cart write updates the cart
 * row, so the locked row then is a newer version (`xmin`) than the snapshot's, and `lines` is undefined: the caller
 * reads them again. Answers undefined when nothing was written (unknown or foreign cart, unknown product, not enough
 * stock); the caller then lets the exact locked path (`addToLockedCart`) judge and answer, with how many are left.
 */
export async function quickAdd(
  db: Database, cartId: string, shopper: Shopper, productId: number, qty: number,
): Promise<QuickAdd | undefined> {
  const rows = await preparedRows<QuickAddRow>(db, "cart_quick_add", sql`
    WITH cart AS (
        SELECT id, coupon_id, shipping_method, branch_id, xmin::text AS version,
          set_config('synchronous_commit', 'off', true) AS sync
        FROM carts WHERE id = ${cartId}::uuid AND ${ownedBy(shopper)}
        FOR UPDATE),
      seen AS (SELECT xmin::text AS version FROM carts WHERE id = ${cartId}::uuid),
      prod AS (SELECT id, price, stock FROM products WHERE id = ${productId}::int),
      up AS (
        INSERT INTO cart_items AS ci (cart_id, product_id, qty, unit_price)
        SELECT cart.id, prod.id, ${qty}::int, prod.price FROM cart CROSS JOIN prod
        WHERE ${qty}::int BETWEEN 1 AND ${MAX_QTY}::int AND ${qty}::int <= least(prod.stock, ${MAX_QTY}::int)
        ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = ci.qty + EXCLUDED.qty, unit_price = EXCLUDED.unit_price
          WHERE ci.qty + EXCLUDED.qty <= least((SELECT stock FROM prod), ${MAX_QTY}::int)
        RETURNING ci.id, ci.product_id, ci.qty, ci.unit_price),
      touched AS (UPDATE carts SET updated_at = now() FROM cart WHERE carts.id = cart.id AND EXISTS (SELECT 1 FROM up)),
      lines AS (
        SELECT ci.id AS cart_item_id, ci.qty, ci.unit_price, ${LINE_PRODUCT_COLUMNS}
        FROM (
            SELECT id, product_id, qty, unit_price FROM cart_items
            WHERE cart_id = ${cartId}::uuid AND product_id <> ${productId}::int
            UNION ALL SELECT id, product_id, qty, unit_price FROM up) ci
          JOIN products p ON p.id = ci.product_id ${LINE_JOINS})
    SELECT cart.id, cart.coupon_id, cart.shipping_method, cart.branch_id, prod.stock AS guard_stock,
      up.qty AS added_qty, cart.version IS DISTINCT FROM (SELECT version FROM seen) AS stale, lines.*
    FROM cart CROSS JOIN prod CROSS JOIN up CROSS JOIN lines
    ORDER BY lines.cart_item_id`);
  const [first] = rows;
  if (!first) return undefined;
  judged(checkAddition(Number(first.added_qty) - qty, qty, Number(first.guard_stock)), true);
  return { row: toCartRow(first), lines: first.stale ? undefined : rows.map(toLine) };
}
