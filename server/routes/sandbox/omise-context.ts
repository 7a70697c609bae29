import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SandboxContext } from "#integrations/payments/sandbox/context.ts";
import { OMISE_SANDBOX_WEBHOOK_JOB } from "#integrations/payments/sandbox/webhooks.ts";

/** The origin a request reached the shop through (PUBLIC_URL when set): the sandbox's links point there. */
export const originOf = (app: FastifyInstance, request: FastifyRequest) =>
  app.publicUrl || `${request.protocol}://${request.host}`;

/** A sandbox operation's context for one request: now, its origin, the webhook endpoint and the delivery queue. */
export function sandboxContext(app: FastifyInstance, request: FastifyRequest): SandboxContext {
  const origin = originOf(app, request);
  return {
    db: app.db,
    now: new Date(),
    origin,
    webhookUrl: app.env.OMISE_SANDBOX_WEBHOOK_URL || `${origin}/api/webhooks/omise`,
    queueDelivery: async (eventId, uri) => {
      await app.jobs.send(OMISE_SANDBOX_WEBHOOK_JOB, { eventId, uri });
    },
  };
}
