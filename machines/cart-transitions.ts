import { errorCodeOf } from "#contract/errors.ts";
import type { Cart } from "#contract/cart.ts";
import { cartIdOf, unrunnableCode, type CartCommandType, type CartContext } from "./cart-command.ts";

// Transition pieces the cart's request states share, kept as plain transition config so each state still declares
// its guarded error transitions with their descriptions and the flow atlas draws them. `as const` keeps the names
// literal: createMachine checks every action and guard name, and its params, against the machine's setup.

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
export const currentUnrunnableCode = ({ context }: { context: CartContext }) => ({
  code: context.current ? (unrunnableCode(context, context.current) ?? "bad_request") : "bad_request",
});

/** Guard: the server does not know the stored cart id. */
export const isCartNotFound = {
  type: "isCartNotFound", params: ({ event }: Rejection) => ({ error: event.error }),
} as const;

/** The server's answer replaces the cart. */
export const takeAnswer = { type: "takeCart", params: ({ event }: CartAnswer) => ({ cart: event.output }) } as const;

/** A request that answers the cart succeeded. */
export const cartAnswered = { target: "idle", actions: [takeAnswer, "settleOk"] } as const;

/** The command fails with the contract code its rejection carries. */
export const failed = {
  target: "idle",
  actions: [{ type: "recordFailure", params: rejectionCode }, { type: "settleFailed", params: rejectionCode }],
} as const;

/** A request on the stored cart failed: a vanished cart empties the shopper's cart; any other code is only recorded. */
export const cartRequestFailed = [
  {
    guard: isCartNotFound,
    target: "idle",
    description: "The server does not know the stored id: forget it; the shopper starts with an empty cart.",
    actions: [
      "forgetCartId", "emptyCart",
      { type: "recordFailure", params: { code: "cart_not_found" } },
      { type: "settleFailed", params: { code: "cart_not_found" } },
    ],
  },
  failed,
] as const;

/** The member's cart id, taken from the command, goes to storage. */
export const storeMemberCartId = {
  type: "storeCartId", params: ({ context }: { context: CartContext }) => ({ cartId: cartIdOf(context) }),
} as const;

/** `idle` starts the queued command of this type in the state that runs it. */
export const start = (command: CartCommandType, target: string) =>
  ({ guard: { type: "isNextCommand", params: { command } }, target, actions: "takeNext" }) as const;
