/**
 * A product line as the business rules see it: what coupons scope on (category, brand, product) and what prices
 * need (unit price in satang, quantity). The server maps its cart rows to this shape.
 */
export type CartLine = {
  readonly productId: number;
  readonly categorySlug: string;
  readonly brandSlug: string;
  /** Satang. */
  readonly unitPrice: number;
  readonly qty: number;
};

/** unit price × quantity, in satang. Throws on non-integers: they can only come from a bug upstream. */
export function lineTotal(unitPrice: number, qty: number): number {
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 0) throw new RangeError(
    `unit price must be satang, got ${unitPrice}`);
  if (!Number.isSafeInteger(qty) || qty < 0) throw new RangeError(`quantity must be a whole number, got ${qty}`);
  return unitPrice * qty;
}

export function subtotalOf(lines: readonly Pick<CartLine, "unitPrice" | "qty">[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPrice, line.qty), 0);
}
