import { fromPromise } from "xstate";
import { isProductItem, type Cart } from "#contract/cart.ts";
import type { CheckoutCheck, Confirmed, PlacedOrder, PlaceOrder } from "#contract/checkout.ts";
import { EMPTY_DRAFT, type CheckoutDraft, type StoredCheckoutDraft } from "#contract/checkout-draft.ts";
import type { ErrorCode } from "#contract/errors.ts";
import type { Requested } from "./command.ts";
import { notProvided } from "./not-provided.ts";

/**
 * The checkout machine's events, context and requests (spec §2 Cart and checkout, §7 Orders; decision 0100). The
 * order is placed for the cart the `cart` actor holds: the machine reads it through the shop system.
 */

/** What the checkout form collected: the order's body without the cart and the figures, which the machine adds. */
export type OrderDetails = Omit<PlaceOrder, "cart_id" | "confirmed">;

export type CheckoutCommand = Requested & (
  /** The checkout page opened: a fresh start (a placed or failed checkout from before is left behind). */
  | { type: "checkout.start" }
  /** Place order: check the figures first, then place with them. */
  | { type: "checkout.place"; details: OrderDetails }
  /** The shopper agreed to the changed figures the check showed. */
  | { type: "checkout.confirm" }
  /** Back to the form (from the changes or a failure), nothing placed. */
  | { type: "checkout.back" }
  /** After a failure: try the same placement again (same Idempotency-Key, so it can never make two orders). */
  | { type: "checkout.retry" }
  /** The shopper changed the form: kept in the draft (and the tab's storage) for the cart being checked out. */
  | { type: "checkout.edit"; change: Partial<CheckoutDraft> }
);
export type CheckoutEvent = CheckoutCommand;
export type CheckoutCommandType = CheckoutCommand["type"];

/** Why the checkout stopped: a contract code (`blocked`: a line is sold out or short; the cart must change). */
export type CheckoutFailureCode = ErrorCode | "blocked";
export interface CheckoutFailure {
  code: CheckoutFailureCode;
  /** The rejection, for the server's message in the shopper's language. */
  error: unknown;
}

export interface CheckoutContext {
  /** The cart being checked out (read from the cart actor when the shopper places). */
  cartId: string | null;
  details: OrderDetails | null;
  /** The figures the shopper agreed to: first the cart as shown, then the check's `confirm` once accepted. */
  confirmed: Confirmed | null;
  /** The last check's answer: its changes are listed per line while confirming (or when blocked). */
  check: CheckoutCheck | null;
  /** One per placement attempt; kept through retries, so a lost answer never makes a second order. */
  attemptKey: string | null;
  placed: PlacedOrder | null;
  failure: CheckoutFailure | null;
  /** The form as the shopper left it, for the cart `draftCartId` (decision 0121); kept until the order exists. */
  draft: CheckoutDraft;
  draftCartId: string | null;
}

/** The draft the tab kept (src/lib/checkout-draft.ts reads it), so a reload comes back to a filled form. */
export interface CheckoutInput {
  stored: StoredCheckoutDraft | null;
}

/** The requests the checkout makes; the app provides them (src/app/actors/checkout.ts). */
export const checkoutRequests = {
  checkOrder: fromPromise<CheckoutCheck, { cartId: string; confirmed: Confirmed | null }>(notProvided("checkOrder")),
  placeOrder: fromPromise<PlacedOrder, { body: PlaceOrder; key: string }>(notProvided("placeOrder")),
};

/** The figures the shopper is shown on the checkout page: the cart's product lines and its total. */
export function confirmedOf(cart: Cart | null): Confirmed | null {
  if (!cart) return null;
  const lines = cart.items.filter(isProductItem)
    .map((item) => ({ product_id: item.product_id, qty: item.qty, unit_price: item.unit_price }));
  return lines.length === 0 ? null : { lines, total: cart.total };
}

/** The cart actor's cart, found through the shop's actor system (null when the machine runs alone). */
export function cartInSystem(system: { get: (id: string) => unknown }): Cart | null {
  const cart = system.get("cart") as { getSnapshot: () => { context: { cart: Cart | null } } } | undefined;
  return cart?.getSnapshot().context.cart ?? null;
}

export const freshContext = (stored: StoredCheckoutDraft | null = null): CheckoutContext => ({
  cartId: null, details: null, confirmed: null, check: null, attemptKey: null, placed: null, failure: null,
  draft: stored?.draft ?? EMPTY_DRAFT, draftCartId: stored?.cartId ?? null,
});

/** The form for `cartId`: the draft when it was written for that cart, else an empty form. */
export function draftFor(context: Pick<CheckoutContext, "draft" | "draftCartId">,
  cartId: string | null): CheckoutDraft {
  return cartId !== null && context.draftCartId === cartId ? context.draft : EMPTY_DRAFT;
}

/** The draft after a change made on the page showing `cartId` (another cart's draft is left behind). */
export function draftAfter(context: CheckoutContext, cartId: string, change: Partial<CheckoutDraft>): CheckoutDraft {
  return { ...draftFor(context, cartId), ...change };
}

/** The body of POST api/order/ from what the checkout holds (guarded: placing starts only with all of it). */
export function placeBody(context: CheckoutContext): { body: PlaceOrder; key: string } {
  const { cartId, details, confirmed, attemptKey } = context;
  if (!cartId || !details || !confirmed || !attemptKey) throw new Error("placing without a cart, form or figures");
  return { body: { ...details, cart_id: cartId, confirmed }, key: attemptKey };
}
