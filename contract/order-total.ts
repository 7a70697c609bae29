import { integer, min, type Infer } from "superstruct";

/**
 * Spec §5 "Order total", the one rule the browser and the server both apply. Money is an integer number of satang
 * everywhere (฿1,290.50 = 129050); it is formatted only at the edge.
 */

/** A non-negative integer amount of satang. */
export const Satang = min(integer(), 0);
export type Satang = Infer<typeof Satang>;

/** Thai VAT in percent. It is included in every price (spec §9); pass another rate where it is configured. */
export const VAT_RATE_PERCENT = 7;

/** The parts of a line the total needs: product lines only (a discount line is passed as `discount`). */
export type TotalLine = { readonly total: number; readonly qty: number };

export type OrderTotalInput = {
  readonly items: readonly TotalLine[];
  /** The discount in satang; its sign is ignored (the spec: "a leading minus is ignored"). */
  readonly discount: number;
  readonly shipping: number;
};

export type OrderTotal = {
  /** Sum of the item totals. */
  subtotal: number;
  /** The absolute discount as it was subtracted (it may exceed the subtotal; the total then floors at 0). */
  discount: number;
  /** Shipping as added: whole baht. */
  shipping: number;
  /** The VAT contained in `total`. */
  vat: number;
  total: number;
  /** Sum of the quantities (the header badge). */
  item_count: number;
};

function assertSatang(value: number, what: string): void {
  // Inputs reach this function through contract schemas; a non-integer here is a programming error, not user input.
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be an integer number of satang, got ${value}`);
}

/**
 * "Shipping is a whole number": the spec's client dropped any fraction of a baht from the shipping fee, so a
 * fraction of a baht (in satang: anything that is not a multiple of 100) is dropped here too. Never negative.
 */
export function wholeBahtShipping(shipping: number): number {
  assertSatang(shipping, "shipping");
  return Math.max(0, Math.trunc(shipping / 100) * 100);
}

/**
 * The VAT contained in a VAT-inclusive amount: round(total × rate / (100 + rate)), half up.
 * With the default 7%, ฿107.00 holds ฿7.00 of VAT.
 */
export function includedVat(total: number, ratePercent: number = VAT_RATE_PERCENT): number {
  assertSatang(total, "total");
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError(
    `VAT rate must be >= 0, got ${ratePercent}`);
  return Math.round((total * ratePercent) / (100 + ratePercent));
}

/**
 * Spec §5: sum the item totals, subtract the absolute value of the discount, floor at 0, then add shipping (whole
 * baht). The item count is the sum of the quantities. VAT is included in the result and reported separately.
 */
export function orderTotal(input: OrderTotalInput, ratePercent: number = VAT_RATE_PERCENT): OrderTotal {
  let subtotal = 0;
  let itemCount = 0;
  for (const item of input.items) {
    assertSatang(item.total, "item total");
    assertSatang(item.qty, "item qty");
    subtotal += item.total;
    itemCount += item.qty;
  }
  assertSatang(input.discount, "discount");
  const discount = Math.abs(input.discount);
  const shipping = wholeBahtShipping(input.shipping);
  const total = Math.max(0, subtotal - discount) + shipping;
  return { subtotal, discount, shipping, vat: includedVat(total, ratePercent), total, item_count: itemCount };
}
