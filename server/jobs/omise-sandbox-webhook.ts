// Delivers one event of the payment sandbox to one webhook endpoint (decision 0111), at once and many at a time as
// Omise does (decision 0185). Only a refused or failed delivery waits: it throws, and pg-boss tries again with back-off
// (5 s, 10 s, 20 s… about 21 minutes over 8 retries); every attempt and its answer is kept in
// omise_sandbox_deliveries, and the event's webhook_deliveries shows the last one.
import { deliverEvent, OMISE_SANDBOX_WEBHOOK_JOB } from "#integrations/payments/sandbox/webhooks.ts";
import { defineJob } from "./job.ts";

export { OMISE_SANDBOX_WEBHOOK_JOB };

export const omiseSandboxWebhookJob = defineJob<{ eventId: string; uri: string }>({
  name: OMISE_SANDBOX_WEBHOOK_JOB,
  description: "Payment sandbox: POST an event to a webhook endpoint, retried until it answers 2xx",
  retryLimit: 8,
  retryDelaySeconds: 5,
  atOnce: { concurrency: 10 },
  run: async ({ db }, { eventId, uri }) => deliverEvent(db, eventId, uri),
});
