import type { PreCheckProblem, PreCheckResult } from "#contract/cart.ts";

/** A cart line with the unit price the shopper saw when adding it. */
export type PreCheckLine = {
  readonly cartItemId: number;
  readonly productId: number;
  readonly qty: number;
  readonly unitPrice: number;
};

/** The catalog now. `listed` is false for a product withdrawn from sale. */
export type ProductNow = { readonly price: number; readonly stock: number; readonly listed: boolean };

/**
 * Re-validates a cart before checkout: each line's product must still be listed, in stock for its quantity, and at
 * the price the shopper saw. A line can have a stock problem and a price problem at once; both are reported so the
 * shopper fixes everything in one pass. A product missing from `catalog` is unavailable.
 */
export function preCheckCart(lines: readonly PreCheckLine[], catalog: ReadonlyMap<number, ProductNow>): PreCheckResult {
  const problems: PreCheckProblem[] = [];
  for (const line of lines) {
    const ids = { cart_item_id: line.cartItemId, product_id: line.productId };
    const now = catalog.get(line.productId);
    if (!now || !now.listed) {
      problems.push({ ...ids, code: "unavailable" });
      continue;
    }
    if (now.stock <= 0) problems.push({ ...ids, code: "out_of_stock", available: 0 });
    else if (line.qty > now.stock) problems.push({ ...ids, code: "insufficient_stock", available: now.stock });
    if (now.price !== line.unitPrice) problems.push({ ...ids, code: "price_changed", price: now.price });
  }
  return { ok: problems.length === 0, problems };
}
