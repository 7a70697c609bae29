import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { MAX_QTY } from "#contract/cart.ts";
import { checkAddition, type QuantityCheck } from "#domain/stock.ts";
import { isLockTimeout, type Database } from "#db/database.ts";
import { batchedPerDatabase, type BatchOptions } from "#db/batched.ts";
import { arrayParam, preparedRows, refusedByDatabase } from "./prepared.ts";
import { CartProblem } from "./problem.ts";
import { LINE_JOINS, LINE_PRODUCT_COLUMNS, ownedBy, toCartRow, toLine, type CartRow, type LineRow,
  type Shopper } from "./view.ts";

/*
 * Add-to-cart is the hottest write, so it is cut to as few round trips as the rules allow, and adds that arrive
 * together share one statement (`batched`: a quiet shop runs each alone at once; under load each add pays a share of
 * one round trip and one commit).
 *
 * The write is guarded in SQL by the same condition as the domain's `checkAddition` (1..99 added, the new quantity
 * within stock and 99), so checking and writing are one statement; the domain then judges the row the statement
 * read, and is the one that answers (which refusal, how many are left). The guard only decides whether to write:
 * when the two ever disagree, that is a bug and the call fails instead of answering a cart that does not match.
 */

/** Throws the domain's refusal, or an Error when the SQL guard and the domain disagree about `written`. */
function judged(check: QuantityCheck, written: boolean): number {
  if (check.ok !== written) throw new Error(
    `add-to-cart guard (${written}) disagrees with checkAddition (${check.ok})`);
  if (!check.ok) throw new CartProblem(check.code, check.available);
  return check.qty;
}

const MAX_BATCH = 64;

/**
 * Up to MAX_BATCH adds run together, one batch of a kind at a time (measured best on 2 cores: bench:api existing-cart
 * add 0.62 against 0.55 with two at a time; the batches grow larger). One batch is one commit: one WAL flush.
 */
const batching: BatchOptions<CartAdd> = {
  key: (add) => add.cartId, maxBatch: MAX_BATCH, maxInFlight: 1, retryAlone: refusedByDatabase,
};

export type FirstAddRow = Omit<LineRow, "cart_item_id" | "qty" | "unit_price">
  & { n: string; cart_item_id: number | null };
/** One add as the batch statements take it: the cart (new for a first add), who asks, what and how many. */
export type CartAdd = { cartId: string; shopper: Shopper; productId: number; qty: number };

/**
 * First adds in ONE autocommitted statement (those that arrive together: `firstAdds`, `batched`): it reads each
 * product, and only where the quantity fits creates the cart and its line together, so a refused first add leaves no
 * empty cart behind. Answers, per add, the product's row and the new line's id (null when nothing was written); no row
 * for an unknown product. One statement also means one locker of a product row for all its new lines (the foreign key's
 * check), where separate transactions adding the same product would share that lock through a multixact.
 */
export async function firstAddRows(db: Database, adds: readonly CartAdd[]): Promise<(FirstAddRow | undefined)[]> {
  const rows = await preparedRows<FirstAddRow>(db, "cart_first_add", sql`
    WITH input AS (
        SELECT * FROM unnest(${arrayParam(adds.map((a) => a.cartId))}::uuid[],
        ${arrayParam(adds.map((a) => a.shopper))}::int[],
          ${arrayParam(adds.map((a) => a.productId))}::int[], ${arrayParam(adds.map((a) => a.qty))}::int[])
          WITH ORDINALITY AS t(cart_id, member_id, product_id, qty, n)),
      p AS (
        SELECT i.n, i.cart_id, i.member_id, i.qty AS wanted, ${LINE_PRODUCT_COLUMNS}
        FROM input i JOIN products p ON p.id = i.product_id ${LINE_JOINS}),
      cart AS (
        INSERT INTO carts (id, member_id) SELECT cart_id, member_id FROM p
        WHERE wanted BETWEEN 1 AND ${MAX_QTY}::int AND wanted <= stock
        RETURNING id),
      item AS (
        INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
        SELECT cart.id, p.product_id, p.wanted, p.price FROM cart JOIN p ON p.cart_id = cart.id
        RETURNING id, cart_id)
    SELECT p.*, item.id AS cart_item_id FROM p LEFT JOIN item ON item.cart_id = p.cart_id`);
  const byInput = new Map(rows.map((row) => [Number(row.n), row]));
  return adds.map((_, i) => byInput.get(i + 1));
}

const firstAdds = batchedPerDatabase(firstAddRows, batching);

/** A first add (no cart yet): answers the new cart's id and its one line. A signed-in member's new cart is theirs. */
export async function addFirstLine(
  db: Database, memberId: Shopper, productId: number, qty: number,
): Promise<{ cartId: string; line: LineRow }> {
  const cartId = randomUUID();
  const row = await firstAdds(db, { cartId, shopper: memberId, productId, qty });
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

export type QuickAddRow = LineRow & {
  n: string; id: string; coupon_id: number | null; shipping_method: CartRow["shipping_method"];
  branch_id: number | null;
  guard_stock: number; added_qty: number; stale: boolean;
};
export type QuickAdd = { row: CartRow; lines: LineRow[] | undefined };

/**
 * How long the batch waits for a cart another write holds (`lock_timeout`): a cart locked for long must not hold up
 * the adds queued behind its batch. A batch that times out reruns each add alone (`batched`); the add whose cart is
 * still held then times out again and takes the locked path, which waits as long as it takes.
 */
const LOCK_WAIT = "500ms";

/**
 * Adds to existing carts, each to a different cart, in ONE autocommitted statement (those that arrive together:
 * `batched`) that also answers each cart's lines. It locks the carts in id order, as `mergeCarts` does (a writer that
 * locks several carts in another order, such as deleting a member's account, can only make it wait until LOCK_WAIT),
 * checks who is asking, and adds to the line with an atomic guarded increment: `ON CONFLICT DO UPDATE` works on the
 * line's latest committed version, so the sum is right even after waiting for a lock.
 *
 * The lines it answers for a cart are the other lines as this statement's snapshot saw them plus the line just
 * written. They are stale only if another write committed while this one waited for the lock: every cart write
 * updates the cart row, so the locked row then is a newer version (`xmin`) than the snapshot's (`stale`). A cart
 * that has no rows in the answer had nothing written (unknown or foreign cart, unknown product, not enough stock).
 */
export async function cartAddRows(db: Database, adds: readonly CartAdd[]): Promise<QuickAddRow[][]> {
  const rows = await preparedRows<QuickAddRow>(db, "cart_quick_add", sql`
    WITH input AS (
        SELECT * FROM unnest(${arrayParam(adds.map((a) => a.cartId))}::uuid[],
        ${arrayParam(adds.map((a) => a.shopper))}::int[],
          ${arrayParam(adds.map((a) => a.productId))}::int[], ${arrayParam(adds.map((a) => a.qty))}::int[])
          WITH ORDINALITY AS t(cart_id, shopper, product_id, qty, n)),
      cart AS (
        SELECT c.id, c.coupon_id, c.shipping_method, c.branch_id, c.xmin::text AS version, i.n, i.product_id, i.qty,
          set_config('lock_timeout', ${LOCK_WAIT}, true) AS wait
        FROM carts c JOIN input i ON c.id = i.cart_id AND ${ownedBy(sql`i.shopper`, sql`c.member_id`)}
        ORDER BY c.id
        FOR UPDATE OF c),
      prod AS (SELECT p.id, p.price, p.stock FROM products p WHERE p.id IN (SELECT product_id FROM input)),
      up AS (
        INSERT INTO cart_items AS ci (cart_id, product_id, qty, unit_price)
        SELECT cart.id, prod.id, cart.qty, prod.price FROM cart JOIN prod ON prod.id = cart.product_id
        WHERE cart.qty BETWEEN 1 AND ${MAX_QTY}::int AND cart.qty <= least(prod.stock, ${MAX_QTY}::int)
        ON CONFLICT (cart_id, product_id) DO UPDATE SET qty = ci.qty + EXCLUDED.qty, unit_price = EXCLUDED.unit_price
          WHERE ci.qty + EXCLUDED.qty <= least((SELECT p.stock FROM products p
          WHERE p.id = EXCLUDED.product_id), ${MAX_QTY}::int)
        RETURNING ci.id, ci.cart_id, ci.product_id, ci.qty, ci.unit_price),
      touched AS (UPDATE carts SET updated_at = now() FROM up WHERE carts.id = up.cart_id),
      -- One row per cart written; materialized so the lines below are read once per cart.
      done AS MATERIALIZED (
        SELECT cart.n, cart.id, cart.coupon_id, cart.shipping_method, cart.branch_id, prod.stock AS guard_stock,
          up.id AS line_id, up.product_id, up.qty AS added_qty, up.unit_price AS added_price,
          cart.version IS DISTINCT FROM (SELECT seen.xmin::text FROM carts seen WHERE seen.id = cart.id) AS stale
        FROM up JOIN cart ON cart.id = up.cart_id JOIN prod ON prod.id = up.product_id)
    SELECT done.n, done.id, done.coupon_id, done.shipping_method, done.branch_id, done.guard_stock, done.added_qty,
      done.stale, ci.cart_item_id, ci.qty, ci.unit_price, ${LINE_PRODUCT_COLUMNS}
    FROM done CROSS JOIN LATERAL (
        SELECT o.id AS cart_item_id, o.product_id, o.qty, o.unit_price FROM cart_items o
        WHERE o.cart_id = done.id AND o.product_id <> done.product_id
        UNION ALL SELECT done.line_id, done.product_id, done.added_qty, done.added_price) ci
      JOIN products p ON p.id = ci.product_id ${LINE_JOINS}
    ORDER BY done.n, ci.cart_item_id`);
  const byInput = adds.map((): QuickAddRow[] => []);
  for (const row of rows) byInput[Number(row.n) - 1]?.push(row);
  return byInput;
}

const cartAdds = batchedPerDatabase(cartAddRows, batching);

/**
 * The usual add to an existing cart (see `cartAddRows`). Answers undefined when nothing was written (or the cart stayed
 * held past LOCK_WAIT); the caller then lets the exact locked path (`addToLockedCart`) judge and answer, with how
 * many are left. `lines` is undefined when they may be stale: the caller reads them again.
 */
export async function quickAdd(
  db: Database, cartId: string, shopper: Shopper, productId: number, qty: number,
): Promise<QuickAdd | undefined> {
  let rows: QuickAddRow[];
  try {
    rows = await cartAdds(db, { cartId, shopper, productId, qty });
  } catch (error) {
    if (isLockTimeout(error)) return undefined;
    throw error;
  }
  const [first] = rows;
  if (!first) return undefined;
  judged(checkAddition(Number(first.added_qty) - qty, qty, Number(first.guard_stock)), true);
  return { row: toCartRow(first), lines: first.stale ? undefined : rows.map(toLine) };
}
