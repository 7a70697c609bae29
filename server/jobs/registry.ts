// Every background job of the shop. A new job is a file beside this one and a line here.
import type { JobDefinition } from "./job.ts";
import { linePointsCreditJob } from "./line-points-credit.ts";
import { omiseSandboxWebhookJob } from "./omise-sandbox-webhook.ts";
import { orderExpiryJob } from "./order-expiry.ts";
import { orderRetentionJob } from "./order-retention.ts";
import { pointsExpiryJob } from "./points-expiry.ts";
import { outboxMailJob } from "./outbox-mail.ts";
import { paymentReconcileJob } from "./payment-reconcile.ts";
import { restockMailJob } from "./restock-mail.ts";

export const JOBS: readonly JobDefinition[] = [
  outboxMailJob, restockMailJob, orderExpiryJob, orderRetentionJob, omiseSandboxWebhookJob, paymentReconcileJob,
  linePointsCreditJob, pointsExpiryJob,
];
