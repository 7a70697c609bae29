import type { FastifyInstance, FastifyRequest } from "fastify";
import { validate } from "superstruct";
import { CheckOrder, IDEMPOTENCY_HEADER, IdempotencyKey, PlaceOrder, type CheckoutCheck } from "#contract/checkout.ts";
import type { Locale } from "#contract/locale.ts";
import { parsePhone } from "#contract/phone.ts";
import { orderPaymentPath } from "#contract/order.ts";
import { shipDate } from "#contract/dispatch.ts";
import { orderToken } from "#db/repositories/order/access.ts";
import { checkoutState } from "#db/repositories/order/checkout.ts";
import { memberDiscountOf } from "#db/repositories/cart/view.ts";
import { placeOrder } from "#workflows/order/place.ts";
import { readOrder } from "#db/repositories/order/view.ts";
import { ApiError } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { message } from "#plugins/messages.ts";
import { orderFieldMessage } from "#plugins/order-messages.ts";
import { validated } from "#plugins/validation.ts";
import { shopOrigin } from "#routes/api/auth/origin.ts";
import { answering } from "./refusals.ts";

/** The request's Idempotency-Key, checked like a field (400 when malformed or repeated); null when none was sent. */
function idempotencyKey(request: FastifyRequest, locale: Locale): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const [error, value] = validate(raw, IdempotencyKey);
  if (error) throw new ApiError(400, "validation_failed", { [IDEMPOTENCY_HEADER]: [message("field_invalid", locale)] });
  return value;
}

/** POST api/order/ and POST api/order/check (contract/checkout.ts). */
export function placeRoutes(app: FastifyInstance): void {
  app.post("/", validated({ body: PlaceOrder }, async ({ body }, req, reply) => {
    const locale = requestLocale(req);
    const key = idempotencyKey(req, locale);
    if (body.accept_policy !== true) {
      throw new ApiError(422, "policy_not_accepted", { accept_policy: [orderFieldMessage("policy", locale)] });
    }
    const now = new Date();
    const placed = await answering(locale, body.confirmed, () => placeOrder(app.db, {
      key: { id: body.cart_id, shopper: req.member?.id ?? null }, idempotencyKey: key, body, locale, now,
      origin: shopOrigin(req),
    }));
    const order = placed.created ? placed.order : (await readOrder(app.db, placed.publicId, locale, now))?.order;
    if (!order) throw new Error(`order ${placed.publicId} vanished after it was placed`);
    reply.code(placed.created ? 201 : 200);
    return {
      data: {
        order, access_token: await orderToken(app.db, placed.publicId), created: placed.created,
        next: orderPaymentPath(placed.publicId),
      },
    };
  }));

  app.post("/check", validated({ body: CheckOrder }, async ({ body }, req) => {
    const locale = requestLocale(req);
    const now = new Date();
    const phone = body.contact?.phone ? parsePhone(body.contact.phone.number, body.contact.phone.country_code) : null;
    const contact = { email: body.contact?.email ?? null, phoneE164: phone?.e164 ?? null };
    const state = await answering(locale, body.confirmed, () => checkoutState(
      app.db, { id: body.cart_id, shopper: req.member?.id ?? null }, body.confirmed ?? null, now, false, contact));
    const { totals } = state.priced;
    const data: CheckoutCheck = {
      ok: state.changes.length === 0, blocked: state.blocked, changes: state.changes,
      confirm: { lines: state.lines.map((l) => ({ product_id: l.product_id, qty: l.qty, unit_price: l.price })),
        total: totals.total },
      subtotal: totals.subtotal, discount: totals.discount, coupon_code: state.coupon?.code ?? null,
      member_discount: memberDiscountOf(state.priced),
      shipping: totals.shipping, vat: totals.vat, total: totals.total, item_count: totals.item_count,
      expected_dispatch: shipDate(now),
    };
    return { data };
  }));
}
