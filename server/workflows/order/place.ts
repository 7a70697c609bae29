import { sql } from "drizzle-orm";
import type { PlaceOrder } from "#contract/checkout.ts";
import type { Locale } from "#contract/locale.ts";
import type { Order } from "#contract/order.ts";
import { isUniqueViolation, type Database } from "#db/database.ts";
import { preparedRows } from "#db/repositories/cart/prepared.ts";
import type { CartKey } from "#db/repositories/cart/view.ts";
import { invalidateCatalog } from "#db/repositories/product/cache.ts";
import { orderSigner } from "#db/repositories/order/access.ts";
import { checkoutState, type CheckoutState } from "#db/repositories/order/checkout.ts";
import { prepare } from "#db/repositories/order/prepare.ts";
import { OrderProblem } from "#db/repositories/order/problem.ts";
import { writeOrder } from "./write.ts";

export type PlaceRequest = {
  key: CartKey;
  idempotencyKey: string | null;
  body: PlaceOrder;
  locale: Locale;
  now: Date;
  /** The shop's origin for the mail's link. */
  origin: string;
};

/** The order a placement answers: new (`order` as written) or the one this cart or key already made (read it). */
export type Placed = { publicId: string; created: true; order: Order } | { publicId: string; created: false };

type Prior = { public_id: string; member_id: number | null; cart_id: string | null };

/** The order this cart made, or the one made with this Idempotency-Key (one lookup; the key's first). */
async function priorOrder(db: Database, cartId: string, key: string | null): Promise<Prior | undefined> {
  const [row] = await preparedRows<Prior>(db, "order_prior", sql`
    SELECT public_id, member_id, cart_id FROM orders WHERE cart_id = ${cartId}::uuid OR idempotency_key = ${key}::text
    ORDER BY (idempotency_key = ${key}::text) DESC NULLS LAST LIMIT 1`);
  return row ? { ...row, member_id: row.member_id === null ? null : Number(row.member_id) } : undefined;
}

/** Which refusal a blocked checkout answers: out_of_stock when a line has nothing left, else insufficient_stock. */
const stockCode = (state: CheckoutState) =>
  state.changes.some((c) => c.code === "out_of_stock" || c.code === "unavailable")
    ? "out_of_stock" : "insufficient_stock";

/**
 * Places the order of a cart (decision 0100). Exactly one order per cart, ever: the cart row is locked for the whole
 * placement and deleted with it, so a second request (double click, second tab, retry after a lost answer, same
 * Idempotency-Key) finds the order instead; a key already used by another cart's order fails the insert (unique) and
 * answers idempotency_key_reused. Stock is taken with the products locked, so concurrent checkouts of the
 * last units make exactly as many orders as there are units. Nothing is written unless the cart, prices and total
 * are what the shopper confirmed; refusals are OrderProblems.
 */
export async function placeOrder(db: Database, req: PlaceRequest): Promise<Placed> {
  /** A repeat gets the order only if it names the cart the order came from, asked as the cart's owner would ask. */
  const replay = (prior: Prior | undefined): Placed | undefined => {
    if (!prior) return undefined;
    if (prior.cart_id !== req.key.id) throw new OrderProblem("idempotency_key_reused");
    if (prior.member_id !== null && prior.member_id !== req.key.shopper) throw new OrderProblem("cart_not_found");
    return { publicId: prior.public_id, created: false };
  };
  const ready = await prepare(db, req.body, req.key.shopper);
  const ctx = {
    shopper: req.key.shopper, idempotencyKey: req.idempotencyKey, note: req.body.note?.trim() || null,
    locale: req.locale, now: req.now, origin: req.origin, sign: await orderSigner(db),
  };
  try {
    const placed = await db.transaction(async (t): Promise<Placed> => {
      const tx = t as unknown as Database;
      let state: CheckoutState;
      try {
        state = await checkoutState(tx, req.key, req.body.confirmed, req.now, true, ready.contact);
      } catch (error) {
        // The cart is gone: its order was placed (answer it) or it never was there (cart_not_found). A key used
        // before answers its order too, or idempotency_key_reused when that order came from another cart.
        const gone = error instanceof OrderProblem && error.code === "cart_not_found";
        const prior = gone ? await priorOrder(tx, req.key.id, req.idempotencyKey) : undefined;
        const meanwhile = replay(prior);
        if (meanwhile) return meanwhile;
        throw error;
      }
      if (state.changes.length > 0) {
        throw new OrderProblem(state.blocked ? stockCode(state) : "order_changed", { changes: state.changes });
      }
      const order = await writeOrder(tx, ctx, ready, state);
      return { publicId: order.id, created: true, order };
    });
    if (placed.created) invalidateCatalog(db);
    return placed;
  } catch (error) {
    // The same key reached another cart's placement first: answer as a repeat would.
    if (req.idempotencyKey && isUniqueViolation(error, "orders_idempotency_key_unique")) {
      const prior = replay(await priorOrder(db, req.key.id, req.idempotencyKey));
      if (prior) return prior;
    }
    throw error;
  }
}
