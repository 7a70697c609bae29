import { createActor, type InspectionEvent } from "xstate";
import { dialogStackMachine } from "#machines/dialog-stack.machine.ts";
import { shopMachine, type ShopInput } from "#machines/shop.machine.ts";
import { readAuthToken } from "#lib/auth-token.ts";
import { readStoredCart } from "#lib/cart.tsx";
import { readStoredDraft } from "#lib/checkout-draft.ts";
import { getCookie } from "#lib/cookies.ts";
import { LOCALE_COOKIE } from "#lib/locale.tsx";
import { lockPageScroll, unlockPageScroll } from "../providers/scroll-lock.ts";
import { authLogic, type AuthWiring } from "./auth.ts";
import { cartLogic } from "./cart.ts";
import { checkoutLogic } from "./checkout.ts";
import { localeLogic, type LocaleWiring } from "./locale.ts";
import { paymentLogic, type PaymentWiring } from "./payment.ts";
import { redeemLogic } from "./redeem.ts";

export type ShopWiring = AuthWiring & LocaleWiring & PaymentWiring & {
  /** Receives every actor's inspection events (Stately inspector, model-test coverage). */
  inspect?: ((event: InspectionEvent) => void) | undefined;
};

function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Where the shopper arrived: the URL, the stored language choice, token and cart. */
function arrival(pathname: string): ShopInput {
  return {
    locale: { pathname, cookie: getCookie(LOCALE_COOKIE), languages: browserLanguages() },
    auth: { hadToken: readAuthToken() !== null },
    cart: readStoredCart(),
    checkout: { stored: readStoredDraft() },
  };
}

/**
 * The shop's actor system with every effect provided: the only place the global machines get their
 * implementations (`.provide()`), decision 0090. Checkout, payment and redeem add their `<name>Logic` here.
 */
export function createShop(wiring: ShopWiring) {
  const logic = shopMachine.provide({
    actors: {
      locale: localeLogic(wiring),
      auth: authLogic(wiring),
      cart: cartLogic,
      dialogStack: dialogStackMachine.provide({
        actions: { lockScroll: lockPageScroll, unlockScroll: unlockPageScroll },
      }),
      checkout: checkoutLogic(wiring),
      payment: paymentLogic(wiring),
      redeem: redeemLogic(),
    },
  });
  return createActor(logic, {
    input: arrival(wiring.history.location.pathname),
    systemId: "shop",
    ...(wiring.inspect ? { inspect: wiring.inspect } : {}),
  });
}

export type Shop = ReturnType<typeof createShop>;
