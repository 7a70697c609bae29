import { useMemo } from "react";
import { useSelector } from "@xstate/react";
import type { SnapshotFrom } from "xstate";
import { create, is } from "superstruct";
import { CouponPreview, type ShippingMethod } from "#contract/cart.ts";
import type { ErrorCode } from "#contract/errors.ts";
import type { cartMachine, CartCommand, CartInput } from "#machines/cart.machine.ts";
import type { ShopActors } from "#machines/shop.machine.ts";
import { request } from "./request.ts";
import { useShopActor } from "./shop.tsx";
import { storageGet, storageRemove, storageSet } from "./storage.ts";

export type CartActor = ShopActors["cart"];
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Spec §3: the cart id and the temporary coupon are stored locally under these keys. */
export const CART_ID_KEY = "cart_id";
export const TEMP_COUPON_KEY = "temp_coupon";

/** What the machine starts from: the stored id and temporary coupon (a damaged coupon entry is ignored). */
export function readStoredCart(): CartInput {
  let tempCoupon: CouponPreview | null = null;
  const raw = storageGet(TEMP_COUPON_KEY);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (is(parsed, CouponPreview)) tempCoupon = create(parsed, CouponPreview);
    } catch {
      storageRemove(TEMP_COUPON_KEY);
    }
  }
  return { cartId: storageGet(CART_ID_KEY), tempCoupon };
}

/** The storage effects the cart machine names; src/app/actors/cart.ts provides them. */
export const cartStorage = {
  storeCartId: (cartId: string) => void storageSet(CART_ID_KEY, cartId),
  forgetCartId: () => storageRemove(CART_ID_KEY),
  storeTempCoupon: (coupon: CouponPreview) => void storageSet(TEMP_COUPON_KEY, JSON.stringify(coupon)),
  forgetTempCoupon: () => storageRemove(TEMP_COUPON_KEY),
};

export function useCartActor(): CartActor {
  return useShopActor("cart");
}

/** Reads part of the cart (re-renders only when the selected value changes). */
export function useCartSnapshot<T>(selector: (snapshot: CartSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useCartActor(), selector, compare);
}

/** How a command ended: ok, or the contract code the machine kept (src maps it to a message). */
export type CartOutcome = { ok: true } | { ok: false; code: ErrorCode };

export interface CartCommands {
  load: () => Promise<CartOutcome>;
  /** Adds `qty` of a product (a new cart is made and stored on the first add). */
  addItem: (productId: number, qty: number) => Promise<CartOutcome>;
  /** Sets a line's quantity (1..99, within stock). */
  updateItem: (cartItemId: number, qty: number) => Promise<CartOutcome>;
  removeItem: (cartItemId: number) => Promise<CartOutcome>;
  /** Empties the cart on the server and forgets the stored cart id (spec §4). */
  clear: () => Promise<CartOutcome>;
  /** Looks a code up and keeps it as the temporary coupon. */
  getCoupon: (code: string) => Promise<CartOutcome>;
  /** Applies `code`, or the temporary coupon when no code is given. */
  applyCoupon: (code?: string) => Promise<CartOutcome>;
  removeCoupon: () => Promise<CartOutcome>;
  applyShipping: (method: ShippingMethod, branchId?: number) => Promise<CartOutcome>;
  /** Re-checks stock and prices; problems land in the snapshot's `context.problems`. */
  preCheck: () => Promise<CartOutcome>;
}

/** Promise commands on the cart actor (src/lib/request.ts); commands run one at a time, in order. */
export function cartCommands(actor: CartActor): CartCommands {
  const run = async (command: CartCommand): Promise<CartOutcome> => {
    const outcome = await request(actor, command);
    return outcome.ok ? outcome : { ok: false, code: outcome.code };
  };
  return {
    load: () => run({ type: "cart.load" }),
    addItem: (productId, qty) => run({ type: "cart.addItem", productId, qty }),
    updateItem: (cartItemId, qty) => run({ type: "cart.updateItem", cartItemId, qty }),
    removeItem: (cartItemId) => run({ type: "cart.removeItem", cartItemId }),
    clear: () => run({ type: "cart.clear" }),
    getCoupon: (code) => run({ type: "coupon.get", code }),
    applyCoupon: (code) => run(code ? { type: "coupon.apply", code } : { type: "coupon.apply" }),
    removeCoupon: () => run({ type: "coupon.remove" }),
    applyShipping: (method, branchId) =>
      run(branchId === undefined ? { type: "shipping.apply", method } : { type: "shipping.apply", method, branchId }),
    preCheck: () => run({ type: "cart.preCheck" }),
  };
}

/** Promise-based cart commands for the templates that change the cart (product detail, the cart page). */
export function useCartCommands(): CartCommands {
  const actor = useCartActor();
  return useMemo(() => cartCommands(actor), [actor]);
}
