import { eq, sql } from "drizzle-orm";
import type { Database } from "../database.ts";
import { products } from "../schema/index.ts";
import { invalidateCatalog } from "./product/cache.ts";

export type Restock = { productId: number; before: number; after: number; backInStock: boolean };

/**
 * Adds units to a product's stock (deliveries; admin tooling and tests call it). `backInStock` says the product went
 * from 0 to more than 0: the notify-restock job then mails whoever asked to be told. undefined for an unknown product.
 */
export async function restock(db: Database, productId: number, qty: number): Promise<Restock | undefined> {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new RangeError(
    `restock needs a positive whole quantity, got ${qty}`);
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
      .for("update");
    if (!row) return undefined;
    const [updated] = await tx.update(products).set({ stock: sql`${products.stock} + ${qty}` })
      .where(eq(products.id, productId)).returning({ stock: products.stock });
    const after = updated?.stock ?? row.stock + qty;
    return { productId, before: row.stock, after, backInStock: row.stock === 0 && after > 0 };
  }).finally(() => invalidateCatalog(db));
}

/** Sets the stock outright (tests and tooling: "sell out" a product). */
export async function setStock(db: Database, productId: number, stock: number): Promise<void> {
  await db.update(products).set({ stock }).where(eq(products.id, productId));
  invalidateCatalog(db);
}
