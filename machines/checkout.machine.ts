import { assign, sendTo, setup } from "xstate";
import type { CheckoutCheck, PlacedOrder } from "#contract/checkout.ts";
import { errorCodeOf } from "#contract/errors.ts";
import type { StoredCheckoutDraft } from "#contract/checkout-draft.ts";
import {
  cartInSystem, checkoutRequests, confirmedOf, draftAfter, freshContext, placeBody,
  type CheckoutContext, type CheckoutEvent, type CheckoutFailureCode, type CheckoutInput,
} from "./checkout-command.ts";
import { inSystem } from "./system.ts";

export * from "./checkout-command.ts";

interface Rejection {
  event: { error: unknown };
}
const failWith = ({ event }: Rejection) => ({ code: errorCodeOf(event.error), error: event.error });

/**
 * Spec §2 Cart and checkout (systemId `checkout`, decision 0120): the shopper's details are checked against the
 * server's figures right before placing (POST api/order/check); changed prices or quantities wait for the shopper to
 * confirm them; the order is placed with one Idempotency-Key per attempt. It reads the cart from the `cart` actor,
 * reloads it when the figures changed and tells it to forget the cart once the order exists; toasts go to
 * `toastStack`. The page only renders the snapshot and sends the events below.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput | undefined,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: checkoutRequests,
  actions: {
    // The payment page is opened by the app (src/app/actors/checkout.ts), on its router's history.
    openPayment: (_, _params: { placed: PlacedOrder }) => {},
    // The draft's storage (the tab's sessionStorage), provided by the app like the cart's.
    storeDraft: (_, _params: { stored: StoredCheckoutDraft }) => {},
    forgetDraft: () => {},

    // A new visit starts a new attempt; the form the shopper filled in stays.
    reset: assign(({ context }) => ({ ...freshContext(), draft: context.draft, draftCartId: context.draftCartId })),
    takeDraftChange: assign(({ context, event, system }) => {
      const cartId = cartInSystem(system)?.id;
      if (event.type !== "checkout.edit" || !cartId) return {};
      return { draft: draftAfter(context, cartId, event.change), draftCartId: cartId };
    }),
    dropDraft: assign({ draft: () => freshContext().draft, draftCartId: null }),
    newAttemptKey: assign({ attemptKey: () => crypto.randomUUID() }),
    takeDetails: assign({
      details: ({ event }) => (event.type === "checkout.place" ? event.details : null), failure: null, check: null,
    }),
    // The figures as the page showed them, read from the cart actor at the moment the shopper placed.
    readCart: assign(({ system }) => {
      const cart = cartInSystem(system);
      return { cartId: cart?.id ?? null, confirmed: confirmedOf(cart) };
    }),
    takeCheck: assign({ check: (_, params: { check: CheckoutCheck }) => params.check }),
    acceptCheck: assign({ confirmed: ({ context }) => context.check?.confirm ?? context.confirmed }),
    takePlaced: assign({ placed: (_, params: { placed: PlacedOrder }) => params.placed, failure: null }),
    recordFailure: assign({
      failure: (_, params: { code: CheckoutFailureCode; error: unknown }) =>
        ({ code: params.code, error: params.error }),
    }),
    clearFailure: assign({ failure: null }),
    reloadCart: sendTo(inSystem("cart"), { type: "cart.load" }),
    forgetCart: sendTo(inSystem("cart"), { type: "cart.forget" }),
    toastPlaced: sendTo(inSystem("toastStack"), {
      type: "toast.show", status: "success", title: { notice: "orderPlaced" },
    }),
  },
  guards: {
    isBlocked: (_, params: { check: CheckoutCheck }) => params.check.blocked,
    isUnchanged: (_, params: { check: CheckoutCheck }) => params.check.ok,
    isOrderChanged: (_, params: { error: unknown }) => errorCodeOf(params.error) === "order_changed",
  },
}).createMachine({
  id: "checkout",
  description: "Turns the cart into an order: check the figures, confirm changes, place once, open the payment page.",
  context: ({ input }) => freshContext(input?.stored ?? null),
  // The form can change whenever it is on screen; each change is kept for the cart it was made on.
  on: {
    "checkout.edit": {
      description: "A field changed: the draft keeps it (per cart, in the tab's storage), never the card.",
      actions: [
        "takeDraftChange",
        {
          type: "storeDraft",
          params: ({ context }) => ({ stored: { cartId: context.draftCartId ?? "", draft: context.draft } }),
        },
      ],
    },
  },
  initial: "editing",
  states: {
    editing: {
      description: "The shopper fills in contact, addresses, shipping and the policy box.",
      on: {
        "checkout.start": { target: "editing", reenter: true, actions: "reset" },
        "checkout.place": {
          target: "checking",
          description: "Place order: the details and the cart as shown are taken, with a new attempt key.",
          actions: ["takeDetails", "readCart", "newAttemptKey"],
        },
      },
    },
    checking: {
      description: "Pre-check (POST api/order/check) against what was shown; no cart answers cart_empty at once.",
      invoke: {
        src: "checkOrder",
        input: ({ context }) => ({ cartId: context.cartId ?? "", confirmed: context.confirmed }),
        onDone: [
          {
            guard: { type: "isBlocked", params: ({ event }) => ({ check: event.output }) },
            target: "failed",
            description: "A line is sold out or short: nothing can be placed until the cart changes.",
            actions: [
              { type: "takeCheck", params: ({ event }) => ({ check: event.output }) },
              { type: "recordFailure", params: { code: "blocked", error: undefined } }, "reloadCart",
            ],
          },
          {
            guard: { type: "isUnchanged", params: ({ event }) => ({ check: event.output }) },
            target: "placing",
            description: "Nothing changed: place with the figures the shopper saw.",
            actions: [{ type: "takeCheck", params: ({ event }) => ({ check: event.output }) }, "acceptCheck"],
          },
          {
            target: "confirmingChanges",
            description: "Prices, quantities, coupon or total changed: the shopper sees them per line first.",
            actions: [{ type: "takeCheck", params: ({ event }) => ({ check: event.output }) }, "reloadCart"],
          },
        ],
        onError: {
          target: "failed",
          actions: [{ type: "recordFailure", params: failWith }],
        },
      },
    },
    confirmingChanges: {
      description: "The changed figures are shown per line; nothing is placed until the shopper agrees.",
      on: {
        "checkout.confirm": {
          target: "placing",
          description: "The shopper agreed: place with the check's figures.",
          actions: "acceptCheck",
        },
        "checkout.back": { target: "editing", description: "Not now: back to the form, nothing placed." },
      },
    },
    placing: {
      description: "POST api/order/ with the agreed figures and the attempt's Idempotency-Key.",
      invoke: {
        src: "placeOrder",
        input: ({ context }) => placeBody(context),
        onDone: {
          target: "placed",
          actions: [
            { type: "takePlaced", params: ({ event }) => ({ placed: event.output }) },
            "forgetCart", "toastPlaced", "dropDraft", "forgetDraft",
            { type: "openPayment", params: ({ event }) => ({ placed: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: "isOrderChanged", params: ({ event }) => ({ error: event.error }) },
            target: "checking",
            description: "The figures changed between the check and the placement: check again and show them.",
          },
          {
            target: "failed",
            actions: [{ type: "recordFailure", params: failWith }, "reloadCart"],
          },
        ],
      },
    },
    placed: {
      description: "The order exists, the cart is forgotten, the payment page is open.",
      on: { "checkout.start": { target: "editing", actions: "reset" } },
    },
    failed: {
      description: "Not placed: why is shown (a sold-out line, a refused field, a lost connection); nothing is lost.",
      on: {
        "checkout.retry": {
          target: "checking",
          description: "Try again with the same attempt key: a lost answer gives back the order it made.",
          actions: "clearFailure",
        },
        "checkout.back": { target: "editing", description: "Change the form or the cart.", actions: "clearFailure" },
        "checkout.start": { target: "editing", actions: "reset" },
      },
    },
  },
});
