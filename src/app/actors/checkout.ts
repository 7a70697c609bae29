import { fromPromise } from "xstate";
import type { CheckoutCheck, Confirmed, PlacedOrder, PlaceOrder } from "#contract/checkout.ts";
import { checkoutMachine } from "#machines/checkout.machine.ts";
import { withMinDelay } from "#api/client.ts";
import * as api from "#api/order.ts";
import type { StoredCheckoutDraft } from "#contract/checkout-draft.ts";
import { forgetDraft, storeDraft } from "#lib/checkout-draft.ts";
import { homeOf, type Navigator } from "./navigator.ts";

/** Where the payment page is, in the shopper's prefix style, with the guest's key to the order. */
export function paymentPathOf(placed: PlacedOrder, pathname: string): string {
  const home = homeOf(pathname);
  const prefix = home === "/" ? "" : home;
  return `${prefix}${placed.next}?token=${encodeURIComponent(placed.access_token)}`;
}

/** The checkout machine wired to the order API (src/api/order.ts) and the router's history. */
export function checkoutLogic({ history }: { history: Navigator }) {
  return checkoutMachine.provide({
    actors: {
      checkOrder: fromPromise<CheckoutCheck, { cartId: string; confirmed: Confirmed | null }>(
        async ({ input, signal }) => {
        // No cart (forgotten in another tab since the page showed it): nothing to ask the server.
        if (!input.cartId || !input.confirmed) throw Object.assign(new Error("cart_empty"), { code: "cart_empty" });
        return withMinDelay(api.checkOrder({
          cart_id: input.cartId, ...(input.confirmed ? { confirmed: input.confirmed } : {}),
        }, { signal }));
      }),
      placeOrder: fromPromise<PlacedOrder, { body: PlaceOrder; key: string }>(({ input }) =>
        api.placeOrder(input.body, input.key)),
    },
    actions: {
      openPayment: (_, { placed }: { placed: PlacedOrder }) =>
        history.push(paymentPathOf(placed, history.location.pathname)),
      storeDraft: (_, { stored }: { stored: StoredCheckoutDraft }) => storeDraft(stored),
      forgetDraft,
    },
  });
}
