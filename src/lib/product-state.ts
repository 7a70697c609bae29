// What a shopper is told about a product's price and stock, the same on cards, the detail page and cart lines.

/** Whole percent off for a sale badge, or null when the product is not on sale. */
export function discountPercent(price: number, compareAt: number | null | undefined): number | null {
  if (!compareAt || compareAt <= price || compareAt <= 0) return null;
  return Math.round(((compareAt - price) / compareAt) * 100);
}

/** Whether a compare-at price is a real sale (higher than the price): only then is it shown struck through. */
export const isOnSale = (price: number, compareAt: number | null | undefined): compareAt is number =>
  discountPercent(price, compareAt) !== null;

/** At or below this many units, the shop says how many are left. */
export const LOW_STOCK = 5;

export type StockState = { kind: "sold-out" } | { kind: "low"; left: number } | { kind: "in-stock" };

export function stockState(stock: number): StockState {
  if (stock <= 0) return { kind: "sold-out" };
  if (stock <= LOW_STOCK) return { kind: "low", left: stock };
  return { kind: "in-stock" };
}
