import { fromPromise } from "xstate";
import type { Cart, CouponPreview, PreCheckResult, ShippingMethod } from "#contract/cart.ts";
import { cartMachine } from "#machines/cart.machine.ts";
import * as api from "#api/cart.ts";
import { cartStorage } from "#lib/cart.tsx";

/** The cart machine wired to the cart API (src/api/cart.ts) and local storage. */
export const cartLogic = cartMachine.provide({
  actors: {
    loadCart: fromPromise<Cart, { cartId: string }>(({ input, signal }) => api.fetchCart(input.cartId, { signal })),
    addItem: fromPromise<Cart, { cartId: string | null; productId: number; qty: number }>(({ input }) =>
      api.addCartItem(input)),
    updateItem: fromPromise<Cart, { cartId: string; cartItemId: number; qty: number }>(({ input }) =>
      api.updateCartItem(input)),
    removeItem: fromPromise<Cart, { cartId: string; cartItemId: number }>(({ input }) => api.removeCartItem(input)),
    getCoupon: fromPromise<CouponPreview, { code: string }>(({ input }) => api.getCoupon(input.code)),
    applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(({ input }) => api.applyCoupon(input)),
    removeCoupon: fromPromise<Cart, { cartId: string }>(({ input }) => api.removeCoupon(input.cartId)),
    applyShipping: fromPromise<Cart, { cartId: string; method: ShippingMethod; branchId?: number }>(({ input }) =>
      api.applyShipping(input),
    ),
    preCheck: fromPromise<PreCheckResult, { cartId: string }>(({ input }) => api.preCheckCart(input.cartId)),
    clearCart: fromPromise<void, { cartId: string }>(async ({ input }) => {
      await api.clearCart(input.cartId);
    }),
  },
  actions: {
    storeCartId: (_, { cartId }: { cartId: string }) => cartStorage.storeCartId(cartId),
    forgetCartId: () => cartStorage.forgetCartId(),
    storeTempCoupon: (_, { coupon }: { coupon: CouponPreview }) => cartStorage.storeTempCoupon(coupon),
    forgetTempCoupon: () => cartStorage.forgetTempCoupon(),
  },
});
