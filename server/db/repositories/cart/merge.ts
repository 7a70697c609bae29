import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#db/database.ts";

/** The member's cart: the most recently changed cart attached to the member, or null. */
export async function memberCartId(db: Database, memberId: number): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(db, sql`
    SELECT id FROM carts WHERE member_id = ${memberId} ORDER BY updated_at DESC, created_at DESC LIMIT 1`);
  return row?.id ?? null;
}

/** Who a cart belongs to: undefined when there is no such cart, null for a guest cart, else the member id. */
export async function cartOwner(db: Database, cartId: string): Promise<number | null | undefined> {
  const [row] = await queryRows<{ member_id: number | null }>(db,
    sql`SELECT member_id FROM carts WHERE id = ${cartId}`);
  if (!row) return undefined;
  return row.member_id === null ? null : Number(row.member_id);
}

/** Attaches a guest cart to a member (only if it is still a guest's). */
export async function attachCart(db: Database, cartId: string, memberId: number): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`
    UPDATE carts SET member_id = ${memberId}, updated_at = now() WHERE id = ${cartId} AND member_id IS NULL
    RETURNING id`);
  return rows.length > 0;
}
