import { sql } from "drizzle-orm";
import type { Cart, PreCheckResult, ShippingMethod } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { evaluateCoupon, GUEST } from "#domain/coupon.ts";
import { afterMemberDiscount } from "#domain/member-prices.ts";
import { mayUseCoupon } from "../membership/rewards.ts";
import { preCheckCart, type ProductNow } from "#domain/precheck.ts";
import { checkQuantity } from "#domain/stock.ts";
import { queryRows, type Database } from "#db/database.ts";
import { memberPricingContext } from "../membership/perks.ts";
import { couponRule, findCouponByCode, findCouponById } from "./coupon.ts";
import { CartProblem } from "./problem.ts";
import { addFirstLine, addToLockedCart, quickAdd } from "./add.ts";
import { cartLines, ownedBy, renderCart, toCartLine, toCartRow, type CartKey, type CartRow, type LineRow,
  type Shopper } from "./view.ts";

export { CartProblem } from "./problem.ts";
export { collectibleCoupons, previewCoupon } from "./coupon.ts";
export type { CartKey, Shopper } from "./view.ts";

type Tx = Database;

/**
 * Every write runs in one transaction that first locks the cart row (`SELECT ... FOR UPDATE`): two requests on the
 * same cart (a double click, two tabs) take turns, so neither loses the other's update and a line never exceeds stock.
 * Stock itself is not reserved by a cart; checkout takes it (orders issue).
 *
 * Rule for every cart write: it also updates the cart row (`touch`, or any UPDATE of carts). `quickAdd` relies on it
 * to notice that another write committed while it waited for the lock (add.ts).
 */
export async function lockCart(tx: Tx, cartId: string, shopper: Shopper): Promise<CartRow> {
  const [row] = await queryRows<CartRow>(tx, sql`
    SELECT id, coupon_id, shipping_method, branch_id
    FROM carts WHERE id = ${cartId} AND ${ownedBy(shopper)} FOR UPDATE`);
  if (!row) throw new CartProblem("cart_not_found");
  return toCartRow(row);
}

async function readCart(db: Database, cartId: string, shopper: Shopper): Promise<CartRow> {
  const [row] = await queryRows<CartRow>(db, sql`
    SELECT id, coupon_id, shipping_method, branch_id FROM carts WHERE id = ${cartId} AND ${ownedBy(shopper)}`);
  if (!row) throw new CartProblem("cart_not_found");
  return toCartRow(row);
}

/**
 * Renders the cart (reading its lines unless `known`); a coupon that stopped applying (cart changed, coupon expired) is
 * taken off when `write` allows.
 */
async function render(
  db: Tx, row: CartRow, shopper: Shopper, locale: Locale, now: Date, write: boolean, known?: LineRow[],
): Promise<Cart> {
  const [lines, coupon, member] = await Promise.all([
    known ?? cartLines(db, row.id), row.coupon_id === null ? undefined : findCouponById(db, row.coupon_id),
    pricingContext(db, shopper, now),
  ]);
  const { cart, couponDropped } = renderCart(row, lines, coupon, locale, now, member);
  // Only the coupon this answer judged: outside a transaction (after quickAdd) another request may have changed it.
  if (couponDropped && write) {
    await db.execute(sql`UPDATE carts SET coupon_id = NULL WHERE id = ${row.id} AND coupon_id = ${row.coupon_id}`);
  }
  return cart;
}

/** Member prices (decision 0132) for the shopper asking; a guest has none. */
const pricingContext = (db: Database, shopper: Shopper, now: Date) =>
  shopper === null ? Promise.resolve(null) : memberPricingContext(db, shopper, now);

async function touch(tx: Tx, cartId: string): Promise<void> {
  await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
}

type ProductStock = { id: number; price: number; stock: number };

async function productStock(tx: Tx, productId: number): Promise<ProductStock> {
  const [row] = await queryRows<ProductStock>(tx, sql`SELECT id, price, stock FROM products WHERE id = ${productId}`);
  if (!row) throw new CartProblem("product_not_found");
  return { id: Number(row.id), price: Number(row.price), stock: Number(row.stock) };
}

/** Cart writes commit durably like every other write: an acknowledged cart edit survives a crash (decision 0080). */
function transaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Tx));
}

export async function getCart(db: Database, key: CartKey, locale: Locale, now = new Date()): Promise<Cart> {
  const row = await readCart(db, key.id, key.shopper);
  return render(db, row, key.shopper, locale, now, false);
}

/**
 * Adds `qty` of a product. Without a cart id a cart is created (its id is in the answer), but only once the product
 * and quantity are known to be fine: a refused first add leaves no empty cart behind. Adding is the hottest write:
 * a first add is one statement and answers without reading the new cart back; an add to a cart is one statement that
 * answers its lines too (`quickAdd`; a coupon is read only when the cart has one). When `quickAdd` writes nothing,
 * the locked path judges exactly why.
 */
export async function addItem(
  db: Database, key: { id?: string | null; shopper: Shopper }, productId: number, qty: number, locale: Locale,
  now = new Date(),
): Promise<Cart> {
  if (!key.id) {
    const first = await addFirstLine(db, key.shopper, productId, qty);
    const row: CartRow = { id: first.cartId, coupon_id: null, shipping_method: null, branch_id: null };
    return renderCart(row, [first.line], undefined, locale, now, await pricingContext(db, key.shopper, now)).cart;
  }
  const added = await quickAdd(db, key.id, key.shopper, productId, qty);
  if (added) return render(db, added.row, key.shopper, locale, now, true, added.lines);
  const cartId = key.id;
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, cartId, key.shopper);
    await addToLockedCart(tx, row.id, productId, qty);
    return render(tx, row, key.shopper, locale, now, true);
  });
}

async function lineOf(tx: Tx, cartId: string, cartItemId: number) {
  const [line] = await queryRows<{ product_id: number }>(tx, sql`
    SELECT product_id FROM cart_items WHERE id = ${cartItemId} AND cart_id = ${cartId}`);
  if (!line) throw new CartProblem("not_found");
  return { productId: Number(line.product_id) };
}

/** Sets a line's quantity (not adds to it), within stock. */
export async function updateItem(
  db: Database, key: CartKey, cartItemId: number, qty: number, locale: Locale, now = new Date(),
): Promise<Cart> {
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    const line = await lineOf(tx, row.id, cartItemId);
    const product = await productStock(tx, line.productId);
    const check = checkQuantity(qty, product.stock);
    if (!check.ok) throw new CartProblem(check.code, check.available);
    await tx.execute(
      sql`UPDATE cart_items SET qty = ${check.qty}, unit_price = ${product.price} WHERE id = ${cartItemId}`);
    await touch(tx, row.id);
    return render(tx, row, key.shopper, locale, now, true);
  });
}

export async function removeItem(db: Database, key: CartKey, cartItemId: number, locale: Locale,
  now = new Date()): Promise<Cart> {
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    await lineOf(tx, row.id, cartItemId);
    await tx.execute(sql`DELETE FROM cart_items WHERE id = ${cartItemId}`);
    await touch(tx, row.id);
    return render(tx, row, key.shopper, locale, now, true);
  });
}

/** Deletes the cart and its lines (spec §4: the browser then forgets the id). */
export async function clearCart(db: Database, key: CartKey): Promise<void> {
  await transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    await tx.execute(sql`DELETE FROM carts WHERE id = ${row.id}`);
  });
}

/** Applies a coupon after checking it against this cart with the domain rules; a refusal changes nothing. */
export async function applyCoupon(db: Database, key: CartKey, code: string, locale: Locale,
  now = new Date()): Promise<Cart> {
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    const coupon = await findCouponByCode(tx, code);
    // Another member's own coupon (a redeemed promotion) reads as unknown, as any other member's data does.
    if (!coupon || !(await mayUseCoupon(tx, Number(coupon.id), key.shopper))) throw new CartProblem("coupon_not_found");
    const lines = (await cartLines(tx, row.id)).map(toCartLine);
    // Judged on the goods after the member price, as the cart will price it (decision 0132 rule 2).
    const member = afterMemberDiscount(await pricingContext(tx, key.shopper, now));
    const outcome = evaluateCoupon(couponRule(coupon, locale), lines, GUEST, now, member);
    if (!outcome.ok) throw new CartProblem(outcome.code);
    await tx.execute(sql`UPDATE carts SET coupon_id = ${coupon.id}, updated_at = now() WHERE id = ${row.id}`);
    return render(tx, { ...row, coupon_id: Number(coupon.id) }, key.shopper, locale, now, true);
  });
}

export async function removeCoupon(db: Database, key: CartKey, locale: Locale, now = new Date()): Promise<Cart> {
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    await tx.execute(sql`UPDATE carts SET coupon_id = NULL, updated_at = now() WHERE id = ${row.id}`);
    return render(tx, { ...row, coupon_id: null }, key.shopper, locale, now, true);
  });
}

/** Pickup names a branch that must exist; the route's schema already refused a branch for other methods. */
export async function applyShipping(
  db: Database, key: CartKey, method: ShippingMethod, branchId: number | undefined, locale: Locale, now = new Date(),
): Promise<Cart> {
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    if (branchId !== undefined) {
      const [branch] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM branches WHERE id = ${branchId}`);
      if (!branch) throw new CartProblem("not_found");
    }
    const branch = branchId ?? null;
    await tx.execute(
      sql`UPDATE carts SET shipping_method = ${method}, branch_id = ${branch}, updated_at = now()
        WHERE id = ${row.id}`);
    return render(tx, { ...row, shipping_method: method, branch_id: branch }, key.shopper, locale, now, true);
  });
}

/**
 * Re-validates stock and prices before checkout. A changed price is reported once: the line then records the new
 * price as seen, so after the shopper has looked at the updated cart the next pre-check passes.
 */
export async function preCheck(db: Database, key: CartKey): Promise<PreCheckResult> {
  return transaction(db, async (tx) => {
    const row = await lockCart(tx, key.id, key.shopper);
    const lines = await cartLines(tx, row.id);
    const catalog = new Map<number, ProductNow>(lines.map((l) =>
      [l.product_id, { price: l.price, stock: l.stock, listed: true }]));
    const result = preCheckCart(
      lines.map((l) => ({ cartItemId: l.cart_item_id, productId: l.product_id, qty: l.qty, unitPrice: l.unit_price })),
      catalog,
    );
    const seen = result.problems.filter((problem) => problem.code === "price_changed" && problem.price !== undefined);
    for (const problem of seen) {
      await tx.execute(sql`UPDATE cart_items SET unit_price = ${problem.price} WHERE id = ${problem.cart_item_id}`);
    }
    if (seen.length > 0) await touch(tx, row.id);
    return result;
  });
}

/** A merged cart's lines replace `intoId`'s, with `couponId`; cart `fromId` is deleted (inside the merge's lock). */
export async function writeMergedCart(
  tx: Database, merged: { intoId: string; fromId: string; couponId: number | null;
    lines: readonly { productId: number; qty: number; unitPrice: number }[] },
): Promise<void> {
  await tx.execute(sql`DELETE FROM cart_items WHERE cart_id = ${merged.intoId}`);
  for (const line of merged.lines) {
    await tx.execute(sql`INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
      VALUES (${merged.intoId}, ${line.productId}, ${line.qty}, ${line.unitPrice})`);
  }
  await tx.execute(sql`
    UPDATE carts SET coupon_id = ${merged.couponId}, updated_at = now() WHERE id = ${merged.intoId}`);
  await tx.execute(sql`DELETE FROM carts WHERE id = ${merged.fromId}`);
}
