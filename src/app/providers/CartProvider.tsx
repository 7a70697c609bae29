import { useEffect, useRef, useState, type ReactNode } from "react";
import { useActorRef } from "@xstate/react";
import { fromPromise, type InspectionEvent } from "xstate";
import type { Cart, CouponPreview, PreCheckResult, ShippingMethod } from "../../../contract/cart.ts";
import { cartMachine } from "../../../machines/cart.machine.ts";
import * as api from "../../api/cart.ts";
import { CartActorContext, cartStorage, readStoredCart } from "../../lib/cart.tsx";
import { useLocale } from "../../lib/locale.tsx";

export interface CartProviderProps {
  children: ReactNode;
  /** Receives the cart actor's inspection events (Stately inspector, model-test coverage). */
  inspect?: (event: InspectionEvent) => void;
}

/** The cart machine wired to the cart API (src/api/cart.ts) and local storage. */
const cartLogic = cartMachine.provide({
  actors: {
    loadCart: fromPromise<Cart, { cartId: string }>(({ input, signal }) => api.fetchCart(input.cartId, { signal })),
    addItem: fromPromise<Cart, { cartId: string | null; productId: number; qty: number }>(({ input }) => api.addCartItem(input)),
    updateItem: fromPromise<Cart, { cartId: string; cartItemId: number; qty: number }>(({ input }) => api.updateCartItem(input)),
    removeItem: fromPromise<Cart, { cartId: string; cartItemId: number }>(({ input }) => api.removeCartItem(input)),
    clearCart: fromPromise<void, { cartId: string }>(async ({ input }) => void (await api.clearCart(input.cartId))),
    getCoupon: fromPromise<CouponPreview, { code: string }>(({ input }) => api.getCoupon(input.code)),
    applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(({ input }) => api.applyCoupon(input)),
    removeCoupon: fromPromise<Cart, { cartId: string }>(({ input }) => api.removeCoupon(input.cartId)),
    applyShipping: fromPromise<Cart, { cartId: string; method: ShippingMethod; branchId?: number }>(({ input }) =>
      api.applyShipping(input),
    ),
    preCheck: fromPromise<PreCheckResult, { cartId: string }>(({ input }) => api.preCheckCart(input.cartId)),
  },
  actions: {
    storeCartId: (_, { cartId }: { cartId: string }) => cartStorage.storeCartId(cartId),
    forgetCartId: () => cartStorage.forgetCartId(),
    storeTempCoupon: (_, { coupon }: { coupon: CouponPreview }) => cartStorage.storeTempCoupon(coupon),
    forgetTempCoupon: () => cartStorage.forgetTempCoupon(),
  },
});

/**
 * The shopper's cart for the whole shop (spec §2: the cart loads when the layout appears). Mount it once in the
 * root layout, inside LocaleProvider. Product names come back in the request's language, so a language switch
 * reloads the cart.
 */
export function CartProvider({ children, inspect }: CartProviderProps) {
  const [input] = useState(readStoredCart);
  const actor = useActorRef(cartLogic, { input, ...(inspect ? { inspect } : {}) });
  const { locale } = useLocale();
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    actor.send({ type: "cart.load" });
  }, [actor, locale]);
  return <CartActorContext.Provider value={actor}>{children}</CartActorContext.Provider>;
}
