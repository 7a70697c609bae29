import { sql } from "drizzle-orm";
import { type Database } from "#db/database.ts";
import { preparedRows } from "#db/repositories/cart/prepared.ts";
import {
  cartLines, LINE_JOINS, LINE_PRODUCT_COLUMNS, ownedBy, toCartRow, toLine, type CartKey, type CartRow, type LineRow,
} from "#db/repositories/cart/view.ts";
import { ORDER_SEQUENCE } from "./record.ts";

/** A cart as checkout reads it; placing also draws the order's running number (a refused placement leaves a gap). */
export type CheckoutCart = { cart: CartRow; lines: LineRow[]; sequence: number | null };

const LINE_COLUMNS = sql`ci.id AS cart_item_id, ci.qty, ci.unit_price, ${LINE_PRODUCT_COLUMNS}`;

/**
 * The cart's lines with their products locked (FOR NO KEY UPDATE, in product id order so placements never deadlock):
 * after the lock the stock and prices read are the latest committed ones, and stay so until the placement commits.
 * Cart adds still pass (their foreign-key check takes a weaker lock).
 */
async function lockedLines(db: Database, cartId: string): Promise<LineRow[]> {
  const rows = await preparedRows<LineRow>(db, "order_lines_lock", sql`
    SELECT ${LINE_COLUMNS} FROM cart_items ci JOIN products p ON p.id = ci.product_id ${LINE_JOINS}
    WHERE ci.cart_id = ${cartId}::uuid ORDER BY p.id FOR NO KEY UPDATE OF p`);
  return rows.map(toLine);
}

type LockedRow = CartRow & { sequence: number; stale: boolean } & Partial<LineRow>;

/**
 * Placing: locks the cart (the shopper's own, else nothing), draws the order's number and reads its lines with their
 * products locked, in one statement. If the cart lock had to wait for another write (an add in another tab), the
 * lines this statement's snapshot saw may be older than that write: every cart write updates the cart row, so a
 * locked row newer than the snapshot's (`xmin`) says so, and the lines are read again after the lock.
 */
async function lockedCart(db: Database, key: CartKey): Promise<CheckoutCart | undefined> {
  const rows = await preparedRows<LockedRow>(db, "order_cart_lock", sql`
    WITH cart AS MATERIALIZED (
        SELECT c.id, c.coupon_id, c.shipping_method, c.branch_id, c.xmin::text AS version, ${ORDER_SEQUENCE} AS sequence
        FROM carts c WHERE c.id = ${key.id}::uuid AND ${ownedBy(key.shopper, sql`c.member_id`)} FOR UPDATE)
    SELECT cart.id, cart.coupon_id, cart.shipping_method, cart.branch_id, cart.sequence,
      cart.version IS DISTINCT FROM (SELECT seen.xmin::text FROM carts seen WHERE seen.id = cart.id) AS stale, l.*
    FROM cart LEFT JOIN LATERAL (
        SELECT ${LINE_COLUMNS} FROM cart_items ci JOIN products p ON p.id = ci.product_id ${LINE_JOINS}
        WHERE ci.cart_id = cart.id ORDER BY p.id FOR NO KEY UPDATE OF p) l ON true`);
  const [first] = rows;
  if (!first) return undefined;
  const cart = toCartRow(first);
  const lines = first.stale
    ? await lockedLines(db, cart.id)
    : rows.filter((row) => row.cart_item_id != null).map((row) => toLine(row as LineRow));
  return { cart, lines: lines.sort((a, b) => a.cart_item_id - b.cart_item_id), sequence: Number(first.sequence) };
}

/** Checking: the cart and its lines as they are now, nothing locked. */
async function currentCart(db: Database, key: CartKey): Promise<CheckoutCart | undefined> {
  const [row] = await preparedRows<CartRow>(db, "order_cart", sql`
    SELECT id, coupon_id, shipping_method, branch_id FROM carts
    WHERE id = ${key.id}::uuid AND ${ownedBy(key.shopper)}`);
  if (!row) return undefined;
  const cart = toCartRow(row);
  return { cart, lines: await cartLines(db, cart.id), sequence: null };
}

/** The cart a checkout is about, locked for placing (`lock`) or as it is; undefined when it is not the shopper's. */
export function checkoutCart(db: Database, key: CartKey, lock: boolean): Promise<CheckoutCart | undefined> {
  return lock ? lockedCart(db, key) : currentCart(db, key);
}
