import type { FastifyPluginAsync } from "fastify";
import { noteWebhookDelivery } from "#db/repositories/payment/record.ts";
import { PaymentProviderError } from "#integrations/payments/provider.ts";
import { ApiError } from "#plugins/api-error.ts";
import { PaymentRefused } from "#workflows/payment/pay.ts";
import { handleWebhook } from "#workflows/payment/webhook.ts";

/**
 * POST /api/webhooks/omise (decision 0125). The body is only a hint: its event id is fetched from the provider, then
 * the charge, and the charge is applied with the order locked, as the return page and polling do. A replay answers
 * 200 and changes nothing; an event the provider does not know answers 400 webhook_rejected. When the provider cannot
 * be reached the answer is 503, so Omise (or the sandbox's delivery job) sends the event again later. Every delivery
 * about a known event is noted with its outcome (payment_webhooks, decision 0150): support sees which arrived.
 */
const webhooks: FastifyPluginAsync = async (app) => {
  app.post("/omise", async (req) => {
    const seen: { eventId?: string; chargeId?: string } = {};
    const note = (outcome: string) => seen.eventId
      ? noteWebhookDelivery(app.db, { eventId: seen.eventId, chargeId: seen.chargeId ?? null, outcome })
        .catch((error: unknown) => req.log.warn({ err: error }, "webhook receipt not noted"))
      : Promise.resolve();
    try {
      const outcome = await handleWebhook({ db: app.db, provider: app.payments }, req.body, new Date(), seen);
      await note(outcome);
      return { data: { received: true, outcome } };
    } catch (error) {
      if (error instanceof PaymentRefused) throw new ApiError(error.status, error.code);
      if (error instanceof PaymentProviderError) {
        await note("provider_unavailable");
        throw new ApiError(503, "payment_unavailable");
      }
      throw error;
    }
  });
};

export default webhooks;
