import { expireUnpaidOrders } from "#workflows/order/expire.ts";
import { defineJob } from "./job.ts";

/** Unpaid orders past their 7 days go Failed / Expired, and their stock and coupon use go back (spec §4, §9). */
export const orderExpiryJob = defineJob({
  name: "order-expiry",
  description: "Expire orders unpaid for 7 days and give their stock and coupon use back",
  cron: "*/5 * * * *",
  retryLimit: 3,
  retryDelaySeconds: 60,
  run: async ({ db, now }) => ({ expired: await expireUnpaidOrders(db, now) }),
});
