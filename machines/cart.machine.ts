import { assign, emit, fromPromise, setup } from "xstate";
import {
  discountItemOf, type Cart, type CouponPreview, type PreCheckProblem, type PreCheckResult, type ShippingMethod,
} from "../contract/cart.ts";
import { errorCodeOf, type ErrorCode } from "../contract/errors.ts";
import { notProvided } from "./not-provided.ts";

/**
 * Spec §3/§4 Cart: the cart id and the temporary coupon are stored locally; every change replaces the cart from
 * the server's answer. Events may carry a `requestId`; the machine emits `cart.settled` with it when that command
 * has finished, so callers can await their own command (src/lib/cart.tsx).
 */
export type CartCommand =
  | { type: "cart.load"; requestId?: string }
  | { type: "cart.addItem"; productId: number; qty: number; requestId?: string }
  | { type: "cart.updateItem"; cartItemId: number; qty: number; requestId?: string }
  | { type: "cart.removeItem"; cartItemId: number; requestId?: string }
  | { type: "cart.clear"; requestId?: string }
  | { type: "coupon.get"; code: string; requestId?: string }
  | { type: "coupon.apply"; code?: string; requestId?: string }
  | { type: "coupon.remove"; requestId?: string }
  | { type: "shipping.apply"; method: ShippingMethod; branchId?: number; requestId?: string }
  | { type: "cart.preCheck"; requestId?: string }
  /** After sign-in the member's cart (the guest cart merged into it) becomes the cart; null after sign-out. */
  | { type: "cart.adopt"; cartId: string | null; requestId?: string };
export type CartEvent = CartCommand;
export type CartCommandType = CartCommand["type"];

/** The applied coupon as the cart shows it (spec §3: name and desc from the discount item). */
export interface AppliedCoupon {
  code: string;
  name: string;
  desc: string;
}

export interface CartFailure {
  command: CartCommandType;
  code: ErrorCode;
  /** The line the failed command was about, when it was about one. */
  cartItemId: number | null;
}

export interface CartContext {
  /** The stored cart id; null until the first add answers one. */
  cartId: string | null;
  /** The server's cart; null when there is none yet (or it was cleared). */
  cart: Cart | null;
  /** From the discount item; null (name and desc empty, discount 0) when the answer has none. */
  coupon: AppliedCoupon | null;
  /** The coupon received with coupon.get, kept (and stored) until it is applied. */
  tempCoupon: CouponPreview | null;
  /** The last pre-check's problems, per line; lines changed since then drop theirs. */
  problems: PreCheckProblem[];
  /** The last command that failed, with its contract code; cleared when a command succeeds. */
  failure: CartFailure | null;
  /** Commands waiting their turn: one request at a time, so no change overtakes or loses another. */
  queue: CartCommand[];
  /** The command whose request is in flight (or was last). */
  current: CartCommand | null;
}

export interface CartInput {
  cartId: string | null;
  tempCoupon: CouponPreview | null;
}

export type CartSettled =
  | { type: "cart.settled"; requestId: string | undefined; command: CartCommandType; ok: true }
  | { type: "cart.settled"; requestId: string | undefined; command: CartCommandType; ok: false; code: ErrorCode };

/** Commands that need a cart on the server; the others (load, add, coupon.get) work without one. */
const NEEDS_CART: ReadonlySet<CartCommandType> = new Set([
  "cart.updateItem", "cart.removeItem", "cart.clear", "coupon.apply", "coupon.remove", "shipping.apply", "cart.preCheck",
]);

function itemIdOf(command: CartCommand | null): number | null {
  return command && "cartItemId" in command ? command.cartItemId : null;
}

/** The code a command gets when it cannot even be sent, or null when it can. */
export function unrunnableCode(context: Pick<CartContext, "cartId" | "tempCoupon">, command: CartCommand): ErrorCode | null {
  if (NEEDS_CART.has(command.type) && context.cartId === null) return "cart_not_found";
  if (command.type === "coupon.apply" && !command.code && !context.tempCoupon) return "coupon_not_found";
  return null;
}

/** Spec §4: the answer replaces everything; without a discount item the coupon is gone and the discount is 0. */
export function cartFromResponse(cart: Cart): { cart: Cart; coupon: AppliedCoupon | null } {
  const line = discountItemOf(cart);
  if (!line) return { cart: { ...cart, discount: 0 }, coupon: null };
  return { cart, coupon: { code: line.code, name: line.name, desc: line.desc } };
}

/** Pre-check problems stay only for lines that still exist with the quantity that was checked. */
function problemsStillTrue(problems: PreCheckProblem[], before: Cart | null, after: Cart): PreCheckProblem[] {
  const qty = (cart: Cart | null, id: number) => cart?.items.find((i) => i.cart_item_id === id)?.qty;
  return problems.filter((p) => qty(after, p.cart_item_id) !== undefined && qty(after, p.cart_item_id) === qty(before, p.cart_item_id));
}

function cartIdOf(context: CartContext): string {
  // Guarded by unrunnableCode before any actor that needs a cart is invoked.
  if (context.cartId === null) throw new Error("cart id missing");
  return context.cartId;
}

function commandOf<T extends CartCommandType>(context: CartContext, type: T): Extract<CartCommand, { type: T }> {
  const current = context.current;
  if (current?.type !== type) throw new Error(`expected ${type}, running ${current?.type ?? "nothing"}`);
  return current as Extract<CartCommand, { type: T }>;
}

/** What an `onError` transition's params read: the invoked actor's rejection. */
interface Rejection {
  event: { error: unknown };
}

/** What an `onDone` transition's params read when the request answers the cart. */
interface CartAnswer {
  event: { output: Cart };
}

const rejectionCode = ({ event }: Rejection) => ({ code: errorCodeOf(event.error) });

/** Why `idle` fails the command it just took without sending it (see unrunnableCode). */
const currentUnrunnableCode = ({ context }: { context: CartContext }) => ({
  code: context.current ? (unrunnableCode(context, context.current) ?? "bad_request") : "bad_request",
});

// Transition pieces the request states share. They stay plain transition config (rather than one action that
// branches inside), so each state still declares its guarded error transitions with their descriptions and the flow
// atlas draws them. `as const` keeps the action and guard names literal: createMachine checks every name and params
// against setup's, and the params' event types against the invoked actor's output (e.g. `cartAnswered` on a request
// that does not answer a Cart does not compile).

/** Guard: the server does not know the stored cart id. */
const isCartNotFound = { type: "isCartNotFound", params: ({ event }: Rejection) => ({ error: event.error }) } as const;

/** The server's answer replaces the cart. */
const takeAnswer = { type: "takeCart", params: ({ event }: CartAnswer) => ({ cart: event.output }) } as const;

/** A request that answers the cart succeeded. */
const cartAnswered = { target: "idle", actions: [takeAnswer, "settleOk"] } as const;

/** The command fails with the contract code its rejection carries. */
const failed = {
  target: "idle",
  actions: [
    { type: "recordFailure", params: rejectionCode },
    { type: "settleFailed", params: rejectionCode },
  ],
} as const;

/** A request on the stored cart failed: a vanished cart empties the shopper's cart; any other code is only recorded. */
const cartRequestFailed = [
  {
    guard: isCartNotFound,
    target: "idle",
    description: "The server does not know the stored id: forget it; the shopper starts with an empty cart.",
    actions: [
      "forgetCartId",
      "emptyCart",
      { type: "recordFailure", params: { code: "cart_not_found" } },
      { type: "settleFailed", params: { code: "cart_not_found" } },
    ],
  },
  failed,
] as const;

export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    emitted: {} as CartSettled,
  },
  actors: {
    loadCart: fromPromise<Cart, { cartId: string }>(notProvided("loadCart")),
    addItem: fromPromise<Cart, { cartId: string | null; productId: number; qty: number }>(notProvided("addItem")),
    updateItem: fromPromise<Cart, { cartId: string; cartItemId: number; qty: number }>(notProvided("updateItem")),
    removeItem: fromPromise<Cart, { cartId: string; cartItemId: number }>(notProvided("removeItem")),
    clearCart: fromPromise<void, { cartId: string }>(notProvided("clearCart")),
    getCoupon: fromPromise<CouponPreview, { code: string }>(notProvided("getCoupon")),
    applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(notProvided("applyCoupon")),
    removeCoupon: fromPromise<Cart, { cartId: string }>(notProvided("removeCoupon")),
    applyShipping: fromPromise<Cart, { cartId: string; method: ShippingMethod; branchId?: number }>(notProvided("applyShipping")),
    preCheck: fromPromise<PreCheckResult, { cartId: string }>(notProvided("preCheck")),
  },
  actions: {
    // Storage effects, provided by the app (localStorage keys in src/lib/cart.tsx).
    storeCartId: (_, _params: { cartId: string }) => {},
    forgetCartId: () => {},
    storeTempCoupon: (_, _params: { coupon: CouponPreview }) => {},
    forgetTempCoupon: () => {},

    // Every command runs and settles its own promise, loads included (a dropped duplicate would never settle).
    enqueue: assign({ queue: ({ context, event }) => [...context.queue, event] }),
    takeNext: assign({ current: ({ context }) => context.queue[0] ?? null, queue: ({ context }) => context.queue.slice(1) }),
    takeCart: assign(({ context }, params: { cart: Cart }) => {
      const next = cartFromResponse(params.cart);
      return {
        cartId: params.cart.id,
        cart: next.cart,
        coupon: next.coupon,
        problems: problemsStillTrue(context.problems, context.cart, next.cart),
        failure: null,
      };
    }),
    emptyCart: assign({ cartId: null, cart: null, coupon: null, problems: [] }),
    adoptCartId: assign({ cartId: ({ context }) => commandOf(context, "cart.adopt").cartId }),
    takeTempCoupon: assign({ tempCoupon: (_, params: { coupon: CouponPreview }) => params.coupon, failure: null }),
    dropTempCoupon: assign({ tempCoupon: null }),
    takeProblems: assign({ problems: (_, params: { result: PreCheckResult }) => params.result.problems, failure: null }),
    recordFailure: assign({
      failure: ({ context }, params: { code: ErrorCode }) =>
        context.current ? { command: context.current.type, code: params.code, cartItemId: itemIdOf(context.current) } : null,
    }),
    settleOk: emit(({ context }) => ({
      type: "cart.settled" as const,
      requestId: context.current?.requestId,
      command: context.current?.type ?? "cart.load",
      ok: true as const,
    })),
    settleFailed: emit(({ context }, params: { code: ErrorCode }) => ({
      type: "cart.settled" as const,
      requestId: context.current?.requestId,
      command: context.current?.type ?? "cart.load",
      ok: false as const,
      code: params.code,
    })),
  },
  guards: {
    isNext: ({ context }, params: { type: CartCommandType }) => context.queue[0]?.type === params.type,
    isUnrunnable: ({ context }) => {
      const next = context.queue[0];
      return next !== undefined && unrunnableCode(context, next) !== null;
    },
    isLoadWithoutCart: ({ context }) => context.queue[0]?.type === "cart.load" && context.cartId === null,
    isAdoptOfNoCart: ({ context }) => {
      const next = context.queue[0];
      return next?.type === "cart.adopt" && next.cartId === null;
    },
    isCartNotFound: (_, params: { error: unknown }) => errorCodeOf(params.error) === "cart_not_found",
  },
}).createMachine({
  id: "cart",
  description: "The shopper's cart and coupon: one request at a time, every answer replaces the cart.",
  context: ({ input }) => ({
    cartId: input.cartId,
    cart: null,
    coupon: null,
    tempCoupon: input.tempCoupon,
    problems: [],
    failure: null,
    // The cart loads when the layout appears (spec §2): a stored id means there is a cart to fetch.
    queue: input.cartId ? [{ type: "cart.load" }] : [],
    current: null,
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
          guard: "isAdoptOfNoCart",
          target: "idle",
          reenter: true,
          description: "Signed out: the stored id is forgotten and the cart shows empty (the member's cart stays on the server).",
          actions: ["takeNext", "forgetCartId", "emptyCart", "settleOk"],
        },
        {
          guard: { type: "isNext", params: { type: "cart.adopt" } },
          target: "loading",
          description: "Signed in: the member's cart id is stored and loaded.",
          actions: [
            "takeNext",
            "adoptCartId",
            { type: "storeCartId", params: ({ context }) => ({ cartId: cartIdOf(context) }) },
          ],
        },
        { guard: { type: "isNext", params: { type: "cart.load" } }, target: "loading", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "cart.addItem" } }, target: "adding", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "cart.updateItem" } }, target: "updating", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "cart.removeItem" } }, target: "removing", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "cart.clear" } }, target: "clearing", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "coupon.get" } }, target: "gettingCoupon", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "coupon.apply" } }, target: "applyingCoupon", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "coupon.remove" } }, target: "removingCoupon", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "shipping.apply" } }, target: "applyingShipping", actions: "takeNext" },
        { guard: { type: "isNext", params: { type: "cart.preCheck" } }, target: "preChecking", actions: "takeNext" },
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
            description: "The server does not know the stored id: forget it and start fresh (the temporary coupon stays).",
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
            { type: "storeCartId", params: ({ event }) => ({ cartId: event.output.id }) },
            takeAnswer,
            "settleOk",
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
        input: ({ context }) => ({ cartId: cartIdOf(context), cartItemId: commandOf(context, "cart.removeItem").cartItemId }),
        onDone: cartAnswered,
        onError: cartRequestFailed,
      },
    },
    clearing: {
      description: "Emptying the cart (DELETE api/cart/clear); the stored id is removed.",
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
        onDone: {
          target: "idle",
          actions: [
            takeAnswer,
            "dropTempCoupon",
            "forgetTempCoupon",
            "settleOk",
          ],
        },
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
          const command = commandOf(context, "shipping.apply");
          return { cartId: cartIdOf(context), method: command.method, ...(command.branchId === undefined ? {} : { branchId: command.branchId }) };
        },
        onDone: cartAnswered,
        onError: cartRequestFailed,
      },
    },
    preChecking: {
      description: "Re-checking stock and prices before checkout (POST api/cart/pre-check); problems are kept per line.",
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
