import { MAX_QTY } from "#contract/cart.ts";

export type QuantityProblem = "quantity_invalid" | "out_of_stock" | "insufficient_stock";

export type QuantityCheck =
  | { readonly ok: true; readonly qty: number }
  /** `available`: the most this line may hold now (stock, at most 99). */
  | { readonly ok: false; readonly code: QuantityProblem; readonly available: number };

function isWholeInRange(qty: number): boolean {
  return Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY;
}

const availableOf = (stock: number) => Math.max(0, Math.min(Math.trunc(stock), MAX_QTY));

/**
 * May a cart line hold `qty` units when `stock` are on hand? A quantity is a whole 1..99; then stock decides:
 * none left is out_of_stock, fewer than asked is insufficient_stock (with how many are available).
 */
export function checkQuantity(qty: number, stock: number): QuantityCheck {
  if (!isWholeInRange(qty)) return { ok: false, code: "quantity_invalid", available: availableOf(stock) };
  if (stock <= 0) return { ok: false, code: "out_of_stock", available: 0 };
  if (qty > stock) return { ok: false, code: "insufficient_stock", available: availableOf(stock) };
  return { ok: true, qty };
}

/**
 * Adding `added` units to a line that already holds `existing` (0 for a new line): the sum must pass
 * `checkQuantity`. Stock problems come first, since "only 3 left" helps more than "at most 99".
 */
export function checkAddition(existing: number, added: number, stock: number): QuantityCheck {
  if (!isWholeInRange(added)) return { ok: false, code: "quantity_invalid", available: availableOf(stock) };
  const wanted = existing + added;
  if (stock <= 0) return { ok: false, code: "out_of_stock", available: 0 };
  if (wanted > stock) return { ok: false, code: "insufficient_stock", available: availableOf(stock) };
  return checkQuantity(wanted, stock);
}

export type StockLine = { readonly productId: number; readonly qty: number };

export type MergeResult = {
  /** The merged lines: the member's cart order first, then products only the guest cart had. */
  readonly lines: readonly StockLine[];
  /** Products whose merged quantity had to be lowered (kept 0: dropped), so the shopper can be told. */
  readonly adjusted: readonly { readonly productId: number; readonly wanted: number; readonly kept: number }[];
};

/**
 * Merging a guest cart into a member's cart at sign-in: quantities of the same product add up, capped by the stock
 * on hand (unknown products count as 0) and by 99; a product with nothing left is dropped.
 */
export function mergeCarts(
  member: readonly StockLine[],
  guest: readonly StockLine[],
  stock: ReadonlyMap<number, number>,
): MergeResult {
  const wanted = new Map<number, number>();
  for (const line of [...member, ...guest]) wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.qty);
  const lines: StockLine[] = [];
  const adjusted: { productId: number; wanted: number; kept: number }[] = [];
  for (const [productId, qty] of wanted) {
    const kept = Math.min(qty, availableOf(stock.get(productId) ?? 0));
    if (kept !== qty) adjusted.push({ productId, wanted: qty, kept });
    if (kept > 0) lines.push({ productId, qty: kept });
  }
  return { lines, adjusted };
}
