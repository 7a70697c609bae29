import { setup, type ActorRefFrom } from "xstate";
import { authMachine, type AuthInput } from "./auth.machine.ts";
import { cartMachine, type CartInput } from "./cart.machine.ts";
import { checkoutMachine, type CheckoutInput } from "./checkout.machine.ts";
import { confirmQueueMachine } from "./confirm-queue.machine.ts";
import { dialogStackMachine } from "./dialog-stack.machine.ts";
import type { LocaleDetectionInput } from "./locale-detect.ts";
import { localeMachine } from "./locale.machine.ts";
import { paymentMachine } from "./payment.machine.ts";
import { redeemMachine } from "./redeem.machine.ts";
import type { SystemId } from "./system.ts";
import { toastStackMachine } from "./toast-stack.machine.ts";

export interface ShopInput {
  /** Where the shopper arrived (URL, cookie, browser languages): the locale machine detects the language. */
  locale: LocaleDetectionInput;
  auth: AuthInput;
  cart: CartInput;
  /** The checkout form the tab kept (decision 0121); absent where nothing was kept. */
  checkout?: CheckoutInput | undefined;
}

interface ActorTypes {
  locale: ActorRefFrom<typeof localeMachine>;
  auth: ActorRefFrom<typeof authMachine>;
  cart: ActorRefFrom<typeof cartMachine>;
  dialogStack: ActorRefFrom<typeof dialogStackMachine>;
  toastStack: ActorRefFrom<typeof toastStackMachine>;
  confirmQueue: ActorRefFrom<typeof confirmQueueMachine>;
  checkout: ActorRefFrom<typeof checkoutMachine>;
  payment: ActorRefFrom<typeof paymentMachine>;
  redeem: ActorRefFrom<typeof redeemMachine>;
}

/** Each global machine's actor, by the systemId it is registered under (a new id without an actor type fails here). */
export type ShopActors = { [K in SystemId]: ActorTypes[K] };

/**
 * The shop as one XState actor system (decision 0090). The root starts every global machine as a child with a
 * `systemId`; they reach each other with `sendTo(inSystem(id))` (machines/system.ts) and `system.get`, never through
 * the UI. The app provides each child's effects with `.provide()` (src/app/actors/shop.ts) and finds them with
 * `system.get` (src/lib/shop.tsx).
 *
 * The place for the next global machines (checkout, payment, redeem): add the machine to `actors` below, one
 * `invoke` with its `systemId` (and its input in ShopInput when it needs one), its actor type in ShopActors and its
 * id in SYSTEM_IDS, then provide its effects in src/app/actors/. Page flows that only one page uses (OTP, the
 * address form) stay with their page's template.
 */
export const shopMachine = setup({
  types: {
    input: {} as ShopInput,
    context: {} as ShopInput,
  },
  actors: {
    locale: localeMachine,
    auth: authMachine,
    cart: cartMachine,
    dialogStack: dialogStackMachine,
    toastStack: toastStackMachine,
    confirmQueue: confirmQueueMachine,
    checkout: checkoutMachine,
    payment: paymentMachine,
    redeem: redeemMachine,
  },
}).createMachine({
  id: "shop",
  description: "The shop's global machines as one actor system; each child is found by its systemId.",
  context: ({ input }) => input,
  // Feedback first, so anything the others raise while starting has somewhere to go.
  invoke: [
    { id: "toastStack", systemId: "toastStack", src: "toastStack" },
    { id: "confirmQueue", systemId: "confirmQueue", src: "confirmQueue" },
    { id: "dialogStack", systemId: "dialogStack", src: "dialogStack" },
    { id: "cart", systemId: "cart", src: "cart", input: ({ context }) => context.cart },
    { id: "auth", systemId: "auth", src: "auth", input: ({ context }) => context.auth },
    { id: "locale", systemId: "locale", src: "locale", input: ({ context }) => context.locale },
    // Checkout reads the cart and raises toasts through the system (decision 0120).
    {
      id: "checkout", systemId: "checkout", src: "checkout",
      input: ({ context }) => context.checkout ?? { stored: null },
    },
    // Payment: the payment and return pages send it their order (decision 0126).
    { id: "payment", systemId: "payment", src: "payment" },
    // Redeeming with points raises its toast through the system (decision 0136).
    { id: "redeem", systemId: "redeem", src: "redeem" },
  ],
  initial: "open",
  states: {
    open: { description: "The shop is open: every global machine runs until the page unloads." },
  },
});
