import { MAX_QTY } from "#contract/cart.ts";

export type ReorderWant = {
  readonly productId: number;
  /** What the order had. */
  readonly wanted: number;
  /** Units on hand now. */
  readonly stock: number;
  /** What the cart already holds of it. */
  readonly inCart: number;
};

export type ReorderStep = {
  readonly productId: number;
  readonly wanted: number;
  /** Units to add to the cart now: the cart line then stays within stock and 99. */
  readonly add: number;
  readonly code: "out_of_stock" | "insufficient_stock" | "quantity_limit" | null;
};

/**
 * Re-order (spec §2 Orders): each line of an old order goes into the cart as far as stock allows (counting what the
 * cart already holds) and at most 99 per line; what falls short says why, so the shopper can be told per line.
 */
export function reorderPlan(lines: readonly ReorderWant[]): ReorderStep[] {
  return lines.map((line) => {
    const byStock = Math.max(0, Math.trunc(line.stock) - line.inCart);
    const byLimit = Math.max(0, MAX_QTY - line.inCart);
    const add = Math.min(line.wanted, byStock, byLimit);
    let code: ReorderStep["code"] = null;
    if (add < line.wanted) {
      if (line.stock <= 0) code = "out_of_stock";
      else if (byStock <= byLimit) code = "insufficient_stock";
      else code = "quantity_limit";
    }
    return { productId: line.productId, wanted: line.wanted, add, code };
  });
}
