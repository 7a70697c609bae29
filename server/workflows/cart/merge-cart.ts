import type { Database } from "#db/database.ts";
import { lockCart, writeMergedCart, type Shopper } from "#db/repositories/cart/index.ts";
import { attachCart, cartOwner, memberCartId } from "#db/repositories/cart/merge.ts";
import { cartLines } from "#db/repositories/cart/view.ts";
import { mergeCarts as mergeLines } from "#domain/stock.ts";

// Merging a cart at sign-in: the guest's cart joins the member's (the rule is server/domain/stock.ts mergeCarts).

export type MergeOutcome = { adjusted: { productId: number; wanted: number; kept: number }[] };

/**
 * Sign-in (accounts issue): moves a guest cart's lines into the member's cart with the domain's merge rule
 * (quantities add up, capped by stock and 99) and deletes the guest cart. The member's coupon wins; without one the
 * guest's coupon is kept. Both carts are locked in id order so two merges cannot deadlock.
 */
export async function mergeCarts(db: Database, fromId: string, intoId: string,
  shopper: Shopper): Promise<MergeOutcome> {
  if (fromId === intoId) return { adjusted: [] };
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [first, second] = fromId < intoId ? [fromId, intoId] : [intoId, fromId];
    // Locked as `shopper`: a guest cart another member took over since the caller looked is not merged.
    const a = await lockCart(tx, first, shopper);
    const b = await lockCart(tx, second, shopper);
    const from = a.id === fromId ? a : b;
    const into = a.id === intoId ? a : b;
    const [fromLines, intoLines] = await Promise.all([cartLines(tx, fromId), cartLines(tx, intoId)]);
    const stock = new Map<number, number>([...fromLines, ...intoLines].map((l) => [l.product_id, l.stock]));
    const price = new Map<number, number>([...fromLines, ...intoLines].map((l) => [l.product_id, l.price]));
    const merged = mergeLines(
      intoLines.map((l) => ({ productId: l.product_id, qty: l.qty })),
      fromLines.map((l) => ({ productId: l.product_id, qty: l.qty })),
      stock,
    );
    await writeMergedCart(tx, {
      intoId, fromId, couponId: into.coupon_id ?? from.coupon_id,
      lines: merged.lines.map((line) => ({ ...line, unitPrice: price.get(line.productId) ?? 0 })),
    });
    return { adjusted: [...merged.adjusted] };
  });
}

export type SignInCart = { cartId: string | null; adjusted: MergeOutcome["adjusted"] };

/**
 * At sign-in, register and social login : the guest cart the browser held joins the member.
 * - The member already has a cart: the guest cart's lines are added into it (quantities add up, capped by stock and
 *   99; see domain/stock.ts mergeCarts) and the guest cart is deleted.
 * - Otherwise the guest cart becomes the member's cart.
 * A guest cart id that is unknown, or a cart of another member, is ignored (never merged, never revealed). The answer
 * is the member's cart id afterwards, or null when the member has none.
 */
export async function mergeGuestCart(db: Database, memberId: number,
  guestCartId: string | null | undefined): Promise<SignInCart> {
  const memberCart = await memberCartId(db, memberId);
  if (!guestCartId || guestCartId === memberCart) return { cartId: memberCart, adjusted: [] };
  const owner = await cartOwner(db, guestCartId);
  if (owner === undefined || (owner !== null && owner !== memberId)) return { cartId: memberCart, adjusted: [] };
  if (owner === memberId) return { cartId: guestCartId, adjusted: [] };
  if (memberCart) {
    try {
      const { adjusted } = await mergeCarts(db, guestCartId, memberCart, memberId);
      return { cartId: memberCart, adjusted };
    } catch (error) {
      // The guest cart vanished meanwhile (cleared in another tab): the member's cart is still the answer.
      if ((error as { code?: unknown }).code === "cart_not_found") return { cartId: memberCart, adjusted: [] };
      throw error;
    }
  }
  if (await attachCart(db, guestCartId, memberId)) return { cartId: guestCartId, adjusted: [] };
  return { cartId: await memberCartId(db, memberId), adjusted: [] };
}
