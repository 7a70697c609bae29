import { purgeExpiredRetention } from "#db/repositories/order/lapse.ts";
import { defineJob } from "./job.ts";

/** Spec §6 retention: order data goes 2 years after the order (a member's also with the account, by cascade). */
export const orderRetentionJob = defineJob({
  name: "order-retention",
  description: "Delete finished orders placed more than 2 years ago",
  cron: "30 19 * * *",
  retryLimit: 3,
  retryDelaySeconds: 300,
  run: async ({ db, now }) => ({ deleted: await purgeExpiredRetention(db, now) }),
});
