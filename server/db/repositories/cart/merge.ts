import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";
import { mergeCarts, type MergeOutcome } from "./index.ts";

/** The member's cart: the most recently changed cart attached to the member, or null. */
export async function memberCartId(db: Database, memberId: number): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`
    SELECT id FROM carts WHERE member_id = ${memberId} ORDER BY updated_at DESC, created_at DESC LIMIT 1`);
  return row?.id ?? null;
}

/** Who a cart belongs to: undefined when there is no such cart, null for a guest cart, else the member id. */
async function cartOwner(db: Database, cartId: string): Promise<number | null | undefined> {
  const [row] = await queryRows<{ member_id: number | null }>(db,
    sql`SELECT member_id FROM carts WHERE id = ${cartId}`);
  if (!row) return undefined;
  return row.member_id === null ? null : Number(row.member_id);
}

/** Attaches a guest cart to a member (only if it is still a guest's). */
async function attachCart(db: Database, cartId: string, memberId: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`
    UPDATE carts SET member_id = ${memberId}, updated_at = now() WHERE id = ${cartId} AND member_id IS NULL
    RETURNING id`);
  return rows.length > 0;
}

export type SignInCart = { cartId: string | null; adjusted: MergeOutcome["adjusted"] };

/**
 * At sign-in, register and social login (issue 4 §6): the guest cart the browser held joins the member.
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
