import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  AddToCart, ApplyCoupon, ApplyShipping, ClearCartQuery, GetCartQuery, GetCouponQuery, PreCheck, RemoveCartItemQuery,
  RemoveCoupon, UpdateCartItem,
} from "#contract/cart.ts";
import {
  addItem, applyCoupon, applyShipping, CartProblem, clearCart, collectibleCoupons, getCart, preCheck, previewCoupon,
  removeCoupon, removeItem, updateItem,
} from "#db/repositories/cart/index.ts";
import { ApiError, type ServerErrorCode } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { validated } from "#plugins/validation.ts";
import { stockMessage } from "./stock-message.ts";

/**
 * HTTP status per cart problem: unknown things are 404, stock races are 409 (the state changed under the shopper),
 * a coupon that does not fit this cart or shopper is 422 (well-formed, but refused by the rules).
 */
const STATUS: Record<CartProblem["code"], number> = {
  cart_not_found: 404, product_not_found: 404, not_found: 404, coupon_not_found: 404,
  out_of_stock: 409, insufficient_stock: 409, quantity_invalid: 422,
  coupon_expired: 422, coupon_not_started: 422, coupon_usage_limit: 422, coupon_min_spend: 422,
  coupon_members_only: 422, coupon_exclusive_only: 422, coupon_not_applicable: 422,
};

/** Turns a refused cart operation into the API error; anything else is rethrown (a bug, answered 500). */
async function answering<T>(locale: "en" | "th", work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof CartProblem)) throw error;
    const errors = error.available !== undefined && error.code !== "quantity_invalid"
      ? { qty: [stockMessage(error.available, locale)] }
      : undefined;
    throw new ApiError(STATUS[error.code], error.code as ServerErrorCode, errors);
  }
}

/**
 * The cart a request names, and who asks: a member's cart answers only to that member's token (anyone else gets
 * 404 cart_not_found, as for a cart that does not exist); the repository checks it in the same query.
 */
const keyOf = <Id extends string | null | undefined>(id: Id, request: FastifyRequest) =>
  ({ id, shopper: request.member?.id ?? null });

/** spec §7 Cart, under /api/cart. Every change answers the whole cart, priced by the server. */
const cart: FastifyPluginAsync = async (app) => {
  app.get("/", validated({ query: GetCartQuery }, async ({ query }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => getCart(app.db, keyOf(query.cart_id, req), locale)) };
  }));

  app.post("/", validated({ body: AddToCart }, async ({ body }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => addItem(app.db, keyOf(body.cart_id, req), body.product_id, body.qty,
      locale)) };
  }));

  app.patch("/", validated({ body: UpdateCartItem }, async ({ body }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => updateItem(app.db, keyOf(body.cart_id, req), body.cart_item_id,
      body.qty, locale)) };
  }));

  app.delete("/", validated({ query: RemoveCartItemQuery }, async ({ query }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => removeItem(app.db, keyOf(query.cart_id, req), query.cart_item_id,
      locale)) };
  }));

  app.delete("/clear", validated({ query: ClearCartQuery }, async ({ query }, req) => {
    await answering(requestLocale(req), () => clearCart(app.db, keyOf(query.cart_id, req)));
    return { data: { cleared: true } };
  }));

  app.get("/coupons", async (req) => ({ data: await collectibleCoupons(app.db, requestLocale(req), new Date()) }));

  app.get("/get-coupon", validated({ query: GetCouponQuery }, async ({ query }, req) => {
    const outcome = await previewCoupon(app.db, query.code, requestLocale(req), new Date());
    if (!outcome.ok) throw new ApiError(STATUS[outcome.code], outcome.code);
    return { data: outcome.preview };
  }));

  app.post("/apply-coupon", validated({ body: ApplyCoupon }, async ({ body }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => applyCoupon(app.db, keyOf(body.cart_id, req), body.coupon_code,
      locale)) };
  }));

  app.post("/remove-coupon", validated({ body: RemoveCoupon }, async ({ body }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => removeCoupon(app.db, keyOf(body.cart_id, req), locale)) };
  }));

  app.post("/apply-shipping", validated({ body: ApplyShipping }, async ({ body }, req) => {
    const locale = requestLocale(req);
    return { data: await answering(locale, () => applyShipping(app.db, keyOf(body.cart_id, req), body.method,
      body.branch_id, locale)) };
  }));

  app.post("/pre-check", validated({ body: PreCheck }, async ({ body }, req) => ({
    data: await answering(requestLocale(req), () => preCheck(app.db, keyOf(body.cart_id, req))),
  })));
};

export default cart;
