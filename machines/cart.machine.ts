import { assign, emit, setup } from "xstate";
import type { Cart, CouponPreview, PreCheckResult } from "#contract/cart.ts";
import { errorCodeOf, type ErrorCode } from "#contract/errors.ts";
import {
  cartFromResponse, cartIdOf, cartRequests, commandOf, itemIdOf, problemsStillTrue, unrunnableCode,
  type CartCommandType, type CartContext, type CartEvent, type CartInput,
} from "./cart-command.ts";
import {
  cartAnswered, cartRequestFailed, currentUnrunnableCode, failed, isCartNotFound, start, storeMemberCartId, takeAnswer,
} from "./cart-transitions.ts";
import { settledFailed, settledOk, type Settled } from "./command.ts";

export * from "./cart-command.ts";

export type CartSettled = Settled<CartCommandType>;

/**
 * Spec §3/§4 Cart (systemId `cart`): the cart id and the temporary coupon are stored locally; every change replaces
 * the cart from the server's answer; commands wait in one queue and run one request at a time (decision 0032).
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartSettled,
  },
  actors: cartRequests,
  actions: {
    // Storage effects, provided by the app (src/app/actors/cart.ts).
    storeCartId: (_, _params: { cartId: string }) => {},
    forgetCartId: () => {},
    storeTempCoupon: (_, _params: { coupon: CouponPreview }) => {},
    forgetTempCoupon: () => {},

    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event] }),
    takeNext: assign({
      current: ({ context }) => context.queue[0] ?? null, queue: ({ context }) => context.queue.slice(1),
    }),
    takeCart: assign(({ context }, params: { cart: Cart }) => {
      const next = cartFromResponse(params.cart);
      return {
        cartId: params.cart.id, cart: next.cart, coupon: next.coupon, failure: null,
        problems: problemsStillTrue(context.problems, context.cart, next.cart),
      };
    }),
    emptyCart: assign({ cartId: null, cart: null, coupon: null, problems: [] }),
    takeMemberCartId: assign({
      cartId: ({ context }) =>
        (context.current && "cartId" in context.current ? context.current.cartId : context.cartId),
    }),
    takeTempCoupon: assign({ tempCoupon: (_, params: { coupon: CouponPreview }) => params.coupon, failure: null }),
    dropTempCoupon: assign({ tempCoupon: null }),
    takeProblems: assign({
      problems: (_, params: { result: PreCheckResult }) => params.result.problems, failure: null,
    }),
    recordFailure: assign({
      failure: ({ context }, params: { code: ErrorCode }) =>
        (context.current
          ? { command: context.current.type, code: params.code, cartItemId: itemIdOf(context.current) }
          : null),
    }),
    settleOk: emit(({ context }) => settledOk(context.current ?? { type: "cart.load" })),
    settleFailed: emit(({ context }, params: { code: ErrorCode }) =>
      settledFailed(context.current ?? { type: "cart.load" }, params.code)),
  },
  guards: {
    isNextCommand: ({ context }, params: { command: CartCommandType }) => context.queue[0]?.type === params.command,
    isUnrunnable: ({ context }) => {
      const next = context.queue[0];
      return next !== undefined && unrunnableCode(context, next) !== null;
    },
    isLoadWithoutCart: ({ context }) => context.queue[0]?.type === "cart.load" && context.cartId === null,
    isCartNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === "cart_not_found",
  },
}).createMachine({
  id: "cart",
  description: "The shopper's cart and coupon: one request at a time, every answer replaces the cart.",
  context: ({ input }) => ({
    cartId: input.cartId, cart: null, coupon: null, tempCoupon: input.tempCoupon, problems: [], failure: null,
    // The first load comes from the locale machine once the shop shows a language (names come back in it).
    queue: [], current: null,
  }),
  // Any command, at any time, waits in the queue; `idle` starts the next one when nothing is in flight.
  on: {
    "cart.load": { actions: "enqueue" },
    "cart.addItem": { actions: "enqueue" },
    "cart.updateItem": { actions: "enqueue" },
    "cart.removeItem": { actions: "enqueue" },
    "cart.clear": { actions: "enqueue" },
    "coupon.get": { actions: "enqueue" },
    "coupon.apply": { actions: "enqueue" },
    "coupon.remove": { actions: "enqueue" },
    "shipping.apply": { actions: "enqueue" },
    "cart.preCheck": { actions: "enqueue" },
    "cart.adopt": { actions: "enqueue" },
    "cart.remember": { actions: "enqueue" },
    "cart.forget": { actions: "enqueue" },
  },
  initial: "idle",
  states: {
    idle: {
      description: "No request in flight: the cart shows the last answer; the next queued command starts here.",
      always: [
        {
          guard: "isUnrunnable",
          target: "idle",
          reenter: true,
          description: "Needs a cart that does not exist (or a coupon code that was never given): fails at once.",
          actions: [
            "takeNext",
            { type: "recordFailure", params: currentUnrunnableCode },
            { type: "settleFailed", params: currentUnrunnableCode },
          ],
        },
        {
          guard: "isLoadWithoutCart",
          target: "idle",
          reenter: true,
          description: "No stored cart id: the cart is empty, nothing to fetch.",
          actions: ["takeNext", "emptyCart", "settleOk"],
        },
        {
          guard: { type: "isNextCommand", params: { command: "cart.forget" } },
          target: "idle",
          reenter: true,
          description:
            "Signed out: the stored id is forgotten, the cart shows empty (the member's stays on the server)",
          actions: ["takeNext", "forgetCartId", "emptyCart", "settleOk"],
        },
        {
          guard: { type: "isNextCommand", params: { command: "cart.remember" } },
          target: "idle",
          reenter: true,
          description: "Signed in: the member's cart id is stored; the page reload 2 s later loads it (one load).",
          actions: ["takeNext", "takeMemberCartId", storeMemberCartId, "settleOk"],
        },
        {
          guard: { type: "isNextCommand", params: { command: "cart.adopt" } },
          target: "loading",
          description: "Registered or signed in with a provider: the member's cart id is stored and loaded.",
          actions: ["takeNext", "takeMemberCartId", storeMemberCartId],
        },
        start("cart.load", "loading"),
        start("cart.addItem", "adding"),
        start("cart.updateItem", "updating"),
        start("cart.removeItem", "removing"),
        start("cart.clear", "clearing"),
        start("coupon.get", "gettingCoupon"),
        start("coupon.apply", "applyingCoupon"),
        start("coupon.remove", "removingCoupon"),
        start("shipping.apply", "applyingShipping"),
        start("cart.preCheck", "preChecking"),
      ],
    },
    loading: {
      description: "Fetching the stored cart (GET api/cart).",
      invoke: {
        src: "loadCart",
        input: ({ context }) => ({ cartId: cartIdOf(context) }),
        onDone: cartAnswered,
        onError: [
          {
            guard: isCartNotFound,
            target: "idle",
            description: "The server does not know the stored id: forget it, start fresh (the temporary coupon stays).",
            actions: ["forgetCartId", "emptyCart", "settleOk"],
          },
          failed,
        ],
      },
    },
    adding: {
      description: "Adding a product (POST api/cart); without a cart id the answer brings a new one, which is stored.",
      invoke: {
        src: "addItem",
        input: ({ context }) => {
          const command = commandOf(context, "cart.addItem");
          return { cartId: context.cartId, productId: command.productId, qty: command.qty };
        },
        onDone: {
          target: "idle",
          actions: [
            { type: "storeCartId", params: ({ event }) => ({ cartId: event.output.id }) }, takeAnswer, "settleOk",
          ],
        },
        onError: [
          {
            guard: isCartNotFound,
            target: "adding",
            reenter: true,
            description: "The stored cart is gone: forget it and add again, which makes a new cart.",
            actions: ["forgetCartId", "emptyCart"],
          },
          failed,
        ],
      },
    },
    updating: {
      description: "Setting a line's quantity (PATCH api/cart).",
      invoke: {
        src: "updateItem",
        input: ({ context }) => {
          const command = commandOf(context, "cart.updateItem");
          return { cartId: cartIdOf(context), cartItemId: command.cartItemId, qty: command.qty };
        },
        onDone: cartAnswered,
        onError: cartRequestFailed,
      },
    },
    removing: {
      description: "Removing a line (DELETE api/cart).",
      invoke: {
        src: "removeItem",
        input: ({ context }) => ({
          cartId: cartIdOf(context), cartItemId: commandOf(context, "cart.removeItem").cartItemId,
        }),
        onDone: cartAnswered,
        onError: cartRequestFailed,
      },
    },
    clearing: {
      description: "Emptying the cart (DELETE api/cart/clear); spec §4: the stored cart id is forgotten.",
      invoke: {
        src: "clearCart",
        input: ({ context }) => ({ cartId: cartIdOf(context) }),
        onDone: { target: "idle", actions: ["forgetCartId", "emptyCart", "settleOk"] },
        onError: cartRequestFailed,
      },
    },
    gettingCoupon: {
      description: "Looking a coupon code up (GET api/cart/get-coupon); a found one is kept as the temporary coupon.",
      invoke: {
        src: "getCoupon",
        input: ({ context }) => ({ code: commandOf(context, "coupon.get").code }),
        onDone: {
          target: "idle",
          actions: [
            { type: "takeTempCoupon", params: ({ event }) => ({ coupon: event.output }) },
            { type: "storeTempCoupon", params: ({ event }) => ({ coupon: event.output }) },
            "settleOk",
          ],
        },
        onError: failed,
      },
    },
    applyingCoupon: {
      description: "Applying a coupon to the cart (POST api/cart/apply-coupon); the temporary coupon is used up.",
      invoke: {
        src: "applyCoupon",
        input: ({ context }) => ({
          cartId: cartIdOf(context),
          code: commandOf(context, "coupon.apply").code || (context.tempCoupon?.code ?? ""),
        }),
        onDone: { target: "idle", actions: [takeAnswer, "dropTempCoupon", "forgetTempCoupon", "settleOk"] },
        onError: cartRequestFailed,
      },
    },
    removingCoupon: {
      description: "Taking the applied coupon off (POST api/cart/remove-coupon).",
      invoke: {
        src: "removeCoupon",
        input: ({ context }) => ({ cartId: cartIdOf(context) }),
        onDone: cartAnswered,
        onError: cartRequestFailed,
      },
    },
    applyingShipping: {
      description: "Choosing the shipping method (POST api/cart/apply-shipping).",
      invoke: {
        src: "applyShipping",
        input: ({ context }) => {
          const { method, branchId } = commandOf(context, "shipping.apply");
          return { cartId: cartIdOf(context), method, ...(branchId === undefined ? {} : { branchId }) };
        },
        onDone: cartAnswered,
        onError: cartRequestFailed,
      },
    },
    preChecking: {
      description: "Re-checking stock and prices before checkout (POST api/cart/pre-check); problems kept per line.",
      invoke: {
        src: "preCheck",
        input: ({ context }) => ({ cartId: cartIdOf(context) }),
        onDone: {
          target: "idle",
          actions: [{ type: "takeProblems", params: ({ event }) => ({ result: event.output }) }, "settleOk"],
        },
        onError: cartRequestFailed,
      },
    },
  },
});

