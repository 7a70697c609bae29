import {
  CheckoutCheck, IDEMPOTENCY_HEADER, PlacedOrder, type CheckOrder, type PlaceOrder,
} from "#contract/checkout.ts";
import { Order, OrderListResponse, ReorderResult } from "#contract/order.ts";
import { getBody, getData, postData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 Orders (contract/order.ts, contract/checkout.ts, decision 0100). Members send their bearer token (the
// client adds it); a guest reads an order with the token the placement answered.

/** POST api/order/check: what the order would be charged now, and what changed since `confirmed`. */
export const checkOrder = (body: CheckOrder, options?: CallOptions) =>
  postData("api/order/check", body, CheckoutCheck, options);

/** POST api/order/ with one Idempotency-Key per placement attempt: a retry with it answers the same order. */
export const placeOrder = (body: PlaceOrder, idempotencyKey: string, options: CallOptions = {}) =>
  postData("api/order/", body, PlacedOrder, { ...options, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });

/** GET api/order/{id}: the member's own order, or any order with its guest token. */
export const fetchOrder = (id: string, token: string | null, options?: CallOptions) =>
  getData(withQuery(`api/order/${encodeURIComponent(id)}`, { token: token ?? undefined }), Order, options);

/** GET api/order/?page=n: the member's orders, newest first, with the page's meta. */
export const fetchOrders = (page: number, options?: CallOptions) =>
  getBody(withQuery("api/order/", { page }), OrderListResponse, options);

/** POST api/order/re-order: what is still in stock goes into the browser's cart (or the member's, or a new one). */
export const reorder = (input: { orderId: string; cartId: string | null; token?: string | null },
  options?: CallOptions) =>
  postData("api/order/re-order", {
    order_id: input.orderId, cart_id: input.cartId, ...(input.token ? { token: input.token } : {}),
  }, ReorderResult, options);
