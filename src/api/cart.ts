import {
  Cart, ClearCartResult, CouponPreview, PreCheckResult, type ShippingMethod,
} from "#contract/cart.ts";
import { array } from "superstruct";
import { deleteData, getData, patchData, postData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 Cart. Every change answers the whole cart, priced by the server; the cart machine replaces its copy.
// Ids are passed as the machine holds them; the server validates them (a malformed or unknown id answers 4xx).

export const fetchCart = (cartId: string, options?: CallOptions) =>
  getData(withQuery("api/cart", { cart_id: cartId }), Cart, options);

/** Without a cart id the server makes a cart; its id comes back in the answer. */
export const addCartItem = (input: { cartId: string | null; productId: number; qty: number }, options?: CallOptions) =>
  postData("api/cart", { cart_id: input.cartId, product_id: input.productId, qty: input.qty }, Cart, options);

/** Sets the line's quantity (not adds to it). */
export const updateCartItem = (input: { cartId: string; cartItemId: number; qty: number }, options?: CallOptions) =>
  patchData("api/cart", { cart_id: input.cartId, cart_item_id: input.cartItemId, qty: input.qty }, Cart, options);

export const removeCartItem = (input: { cartId: string; cartItemId: number }, options?: CallOptions) =>
  deleteData(withQuery("api/cart", { cart_id: input.cartId, cart_item_id: input.cartItemId }), Cart, options);

export const clearCart = (cartId: string, options?: CallOptions) =>
  deleteData(withQuery("api/cart/clear", { cart_id: cartId }), ClearCartResult, options);

/** The coupons a shopper can collect now (the /coupon page). */
export const fetchCoupons = (options?: CallOptions) => getData("api/cart/coupons", array(CouponPreview), options);

export const getCoupon = (code: string, options?: CallOptions) =>
  getData(withQuery("api/cart/get-coupon", { code: code.trim() }), CouponPreview, options);

export const applyCoupon = (input: { cartId: string; code: string }, options?: CallOptions) =>
  postData("api/cart/apply-coupon", { cart_id: input.cartId, coupon_code: input.code.trim() }, Cart, options);

export const removeCoupon = (cartId: string, options?: CallOptions) =>
  postData("api/cart/remove-coupon", { cart_id: cartId }, Cart, options);

export const applyShipping = (input: { cartId: string; method: ShippingMethod; branchId?: number },
  options?: CallOptions) =>
  postData("api/cart/apply-shipping", { cart_id: input.cartId, method: input.method, branch_id: input.branchId }, Cart,
    options);

export const preCheckCart = (cartId: string, options?: CallOptions) =>
  postData("api/cart/pre-check", { cart_id: cartId }, PreCheckResult, options);
