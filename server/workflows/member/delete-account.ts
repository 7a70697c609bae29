import type { Database } from "#db/database.ts";
import { deleteMemberRow, lockMemberForDeletion, removeMemberExtras } from "#db/repositories/member/profile.ts";
import { releaseMemberOrders } from "#db/repositories/order/events.ts";
import { invalidateCatalog } from "#db/repositories/product/index.ts";
import { refreshProductRating } from "#db/repositories/review.ts";

/**
 * Deletes the member and everything kept for them (retention): the members row cascades to tokens, reset tokens,
 * provider links, addresses, OTP codes and orders (what unfinished orders took goes back to stock first); carts
 * (and their lines), reviews (and reactions to them) and the member's own reactions are removed too, in one
 * transaction. Products whose reviews went get their card rating recomputed. Answers false when there was no such
 * member.
 */
export async function deleteMember(db: Database, memberId: number): Promise<boolean> {
  const result = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (!(await lockMemberForDeletion(tx, memberId))) return { deleted: false, products: [] as number[], released: 0 };
    const products = await removeMemberExtras(tx, memberId);
    const released = await releaseMemberOrders(tx, memberId);
    await deleteMemberRow(tx, memberId);
    for (const productId of products) await refreshProductRating(tx, productId);
    return { deleted: true, products, released };
  });
  if (result.products.length || result.released) invalidateCatalog(db);
  return result.deleted;
}
