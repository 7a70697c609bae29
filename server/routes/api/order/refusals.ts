import type { CheckoutChange, Confirmed } from "#contract/checkout.ts";
import { isErrorCode } from "#contract/errors.ts";
import type { Locale } from "#contract/locale.ts";
import { formatBaht } from "#contract/money.ts";
import type { ReorderLine } from "#contract/order.ts";
import { OrderProblem, type FieldProblems } from "#db/repositories/order/problem.ts";
import { ApiError, type ServerErrorCode } from "#plugins/api-error.ts";
import { message } from "#plugins/messages.ts";
import { orderFieldMessage } from "#plugins/order-messages.ts";
import { stockMessage } from "#routes/api/cart/stock-message.ts";
import { FIELD_MESSAGES } from "#routes/api/user/address.ts";

/** Status per refusal: unknown carts 404, a cart or prices that moved under the shopper 409, bad input 400/422. */
const STATUS: Record<OrderProblem["code"], number> = {
  cart_not_found: 404, cart_empty: 422, order_changed: 409, out_of_stock: 409, insufficient_stock: 409, invalid: 400,
  idempotency_key_reused: 422,
};

const texts = {
  price: (now: string, was: string) => ({
    en: `The price is now ${now} (it was ${was}).`, th: `ราคาตอนนี้ ${now} (เดิม ${was})`,
  }),
  total: (now: string) => ({ en: `The total is now ${now}.`, th: `ยอดรวมตอนนี้ ${now}` }),
};

function fieldText(problem: FieldProblems[string], locale: Locale): string {
  if (problem in FIELD_MESSAGES) return message(FIELD_MESSAGES[problem as keyof typeof FIELD_MESSAGES], locale);
  return orderFieldMessage(problem as Exclude<typeof problem, keyof typeof FIELD_MESSAGES>, locale);
}

/** One change as a message on the request field it is about (`confirmed.lines.2.unit_price`, `confirmed.total`). */
function changeEntry(change: CheckoutChange, confirmed: Confirmed | undefined, locale: Locale): [string, string] {
  const index = confirmed?.lines.findIndex((line) => line.product_id === change.product_id) ?? -1;
  const line = index >= 0 ? `confirmed.lines.${index}` : "confirmed.lines";
  const baht = (satang: number | undefined) => formatBaht(satang ?? 0, locale);
  switch (change.code) {
    case "price_changed":
      return [`${line}.unit_price`, texts.price(baht(change.current), baht(change.previous))[locale]];
    case "out_of_stock":
    case "insufficient_stock": return [index >= 0 ? `${line}.qty` : line, stockMessage(change.available ?? 0, locale)];
    case "unavailable": return [line, orderFieldMessage("unavailable", locale)];
    case "quantity_changed": return [`${line}.qty`, orderFieldMessage("lines_changed", locale)];
    case "line_added":
    case "line_removed": return [line, orderFieldMessage("lines_changed", locale)];
    case "coupon_dropped": {
      const why = change.reason && isErrorCode(change.reason) ? ` ${message(change.reason, locale)}` : "";
      return ["confirmed.total", `${orderFieldMessage("coupon_dropped", locale)}${why}`];
    }
    case "total_changed": return ["confirmed.total", texts.total(baht(change.current))[locale]];
  }
}

/** Field messages of a refusal, several per field when several things changed on it. */
function errorsOf(
  problem: OrderProblem, confirmed: Confirmed | undefined, locale: Locale,
): Record<string, string[]> | undefined {
  const entries: [string, string][] = [
    ...Object.entries(problem.fields).map(([field, p]): [string, string] => [field, fieldText(p, locale)]),
    ...problem.changes.map((change) => changeEntry(change, confirmed, locale)),
  ];
  if (entries.length === 0) return undefined;
  const errors: Record<string, string[]> = {};
  for (const [field, text] of entries) {
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** Turns a refused order operation into its API error (in the shopper's language); anything else is rethrown. */
export async function answering<T>(
  locale: Locale, confirmed: Confirmed | undefined, work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof OrderProblem)) throw error;
    const code: ServerErrorCode = error.code === "invalid" ? "validation_failed" : error.code;
    throw new ApiError(STATUS[error.code], code, errorsOf(error, confirmed, locale));
  }
}

/** A re-order with nothing in stock: 409 with a line per product that could not go into the cart. */
export function reorderRefusal(lines: readonly ReorderLine[], locale: Locale): ApiError {
  const why = (line: ReorderLine) =>
    line.code === "quantity_limit" ? orderFieldMessage("line_limit", locale)
      : line.code === "insufficient_stock" ? orderFieldMessage("in_cart_already", locale) : stockMessage(0, locale);
  const errors = Object.fromEntries(lines.map((line, i) => [`lines.${i}`, [`${line.name}: ${why(line)}`]]));
  return new ApiError(409, "reorder_unavailable", errors);
}
