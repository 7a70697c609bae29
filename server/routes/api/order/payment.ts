import type { FastifyInstance, FastifyRequest } from "fastify";
import { validate } from "superstruct";
import { IDEMPOTENCY_HEADER, IdempotencyKey } from "#contract/checkout.ts";
import type { Locale } from "#contract/locale.ts";
import { INSTALLMENT_BANKS, MOBILE_BANKING_BANKS, PAYMENT_METHODS } from "#contract/payment.ts";
import {
  INSTALLMENT_MIN_ORDER, installmentPlan, InstallmentPlanQuery, type OfferedTerms,
} from "#contract/payment-installment.ts";
import { orderReturnPath, PayOrder, PaymentStatusQuery, type PaymentConfig } from "#contract/payment-api.ts";
import { chargeChoice } from "#domain/payment-rules.ts";
import { paymentOrder, type PaymentOrder } from "#db/repositories/payment/order.ts";
import { PaymentProviderError } from "#integrations/payments/provider.ts";
import { ApiError } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { message } from "#plugins/messages.ts";
import { paymentFieldMessage } from "#plugins/payment-messages.ts";
import { validated } from "#plugins/validation.ts";
import { pay, PaymentRefused } from "#workflows/payment/pay.ts";
import { syncOrder, type PaymentDeps } from "#workflows/payment/sync.ts";
import { localized, shopOrigin } from "#routes/api/auth/origin.ts";
import { paymentAnswer } from "./payment-answer.ts";
import { mayRead } from "./read.ts";

/** The request's Idempotency-Key: required here (a double click must find its first click's charge). */
function requestKey(request: FastifyRequest, locale: Locale): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) throw new ApiError(400, "idempotency_key_required");
  const [error, value] = validate(raw, IdempotencyKey);
  if (error) throw new ApiError(400, "validation_failed", { [IDEMPOTENCY_HEADER]: [message("field_invalid", locale)] });
  return value;
}

/** The order the shopper may pay or look at (their own, or with its token); else 404 as for no order at all. */
async function accessibleOrder(
  app: FastifyInstance, req: FastifyRequest, publicId: string, token: string | undefined,
): Promise<PaymentOrder> {
  const order = await paymentOrder(app.db, publicId);
  if (!order || !(await mayRead(app, req, publicId, order.memberId, token))) throw new ApiError(404, "order_not_found");
  return order;
}

/** The account's installment terms (its capability), or Omise's table when the provider cannot say. */
async function offeredTerms(app: FastifyInstance): Promise<OfferedTerms | undefined> {
  return app.payments.installmentTerms().catch(() => undefined);
}

async function refusing<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new ApiError(503, "payment_unavailable");
    if (!(error instanceof PaymentRefused)) throw error;
    const fields = error.code === "card_token_invalid" ? { card_token: [message(error.code, locale)] } : undefined;
    throw new ApiError(error.status, error.code, fields);
  }
}

/**
 * POST api/order/payment, GET api/order/payment, GET api/order/payment/config and
 * GET api/order/payment/installment-plan (contract/payment-api.ts).
 */
export function paymentRoutes(app: FastifyInstance): void {
  const deps = (): PaymentDeps => ({ db: app.db, provider: app.payments });

  app.post("/payment", validated({ body: PayOrder }, async ({ body }, req) => {
    const locale = requestLocale(req);
    const key = requestKey(req, locale);
    const order = await accessibleOrder(app, req, body.order_id, body.token);
    if (body.accept_policy !== true) {
      throw new ApiError(422, "policy_not_accepted", { accept_policy: [paymentFieldMessage("policy", locale)] });
    }
    if (app.payments.kind === "unavailable") throw new ApiError(503, "payment_unavailable");
    const offered = body.method === "omise_installment" ? await offeredTerms(app) : undefined;
    const choice = chargeChoice(body, order.total, offered);
    if (!choice.ok) {
      const fields = Object.fromEntries(Object.entries(choice.problem.fields).map(([field, text]) =>
        [field, [choice.problem.code === "validation_failed" ? paymentFieldMessage(text, locale)
          : message(choice.problem.code, locale)]]));
      throw new ApiError(422, choice.problem.code, fields);
    }
    const now = new Date();
    const back = `${shopOrigin(req)}${localized(orderReturnPath(order.publicId), locale)}`
      + (body.token ? `?token=${body.token}` : "");
    const result = await refusing(locale, () => pay(deps(), {
      orderId: order.id, requestKey: key, amount: order.total, returnUri: back, now, choice: choice.value,
      orderExpiresAt: order.expiresAt, metadata: { order_id: order.publicId, order_number: order.number },
      ...(body.platform ? { platform: body.platform } : {}),
    }));
    const fresh = (await paymentOrder(app.db, order.publicId)) ?? order;
    return { data: await paymentAnswer(app.payments, fresh, result.row, result.charge, locale, now) };
  }));

  app.get("/payment", validated({ query: PaymentStatusQuery }, async ({ query }, req) => {
    const locale = requestLocale(req);
    const order = await accessibleOrder(app, req, query.order_id, query.token);
    const now = new Date();
    const synced = await refusing(locale, () => syncOrder(deps(), order.id, query.via ?? "poll", now));
    const fresh = (await paymentOrder(app.db, order.publicId)) ?? order;
    return { data: await paymentAnswer(app.payments, fresh, synced.row, synced.charge, locale, now) };
  }));

  app.get("/payment/config", async () => {
    const browser = app.payments.browser();
    const data: PaymentConfig = {
      provider: app.payments.kind, public_key: browser.publicKey, script_url: browser.scriptUrl,
      methods: [...PAYMENT_METHODS], mobile_banking_banks: [...MOBILE_BANKING_BANKS],
      installment_banks: [...INSTALLMENT_BANKS], installment_min_order: INSTALLMENT_MIN_ORDER,
    };
    return { data };
  });

  app.get("/payment/installment-plan", validated({ query: InstallmentPlanQuery }, async ({ query }) => {
    return { data: installmentPlan(query.amount, await offeredTerms(app)) };
  }));
}
