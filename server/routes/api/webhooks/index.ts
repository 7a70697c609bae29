import type { FastifyPluginAsync } from "fastify";
import { PaymentRefused } from "#db/repositories/payment/flow.ts";
import { handleWebhook } from "#db/repositories/payment/sync.ts";
import { PaymentProviderError } from "#integrations/payments/provider.ts";
import { ApiError } from "#plugins/api-error.ts";

/**
 * POST /api/webhooks/omise (decision 0125). The body is only a hint: its event id is fetched from the provider, then
 * the charge, and the charge is applied with the order locked, as the return page and polling do. A replay answers
 * 200 and changes nothing; an event the provider does not know answers 400 webhook_rejected. When the provider cannot
 * be reached the answer is 503, so Omise (or the sandbox's delivery job) sends the event again later.
 */
const webhooks: FastifyPluginAsync = async (app) => {
  app.post("/omise", async (req) => {
    try {
      const outcome = await handleWebhook({ db: app.db, provider: app.payments }, req.body, new Date());
      return { data: { received: true, outcome } };
    } catch (error) {
      if (error instanceof PaymentRefused) throw new ApiError(error.status, error.code);
      if (error instanceof PaymentProviderError) throw new ApiError(503, "payment_unavailable");
      throw error;
    }
  });
};

export default webhooks;
