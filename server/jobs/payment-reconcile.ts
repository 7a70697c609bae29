import { reconcilePayments } from "#workflows/payment/reconcile.ts";
import { defineJob } from "./job.ts";

/**
 * Re-fetches every payment still open at the provider and applies what it says (decision 0125): a shopper who paid
 * and closed the tab still gets a Processing Order and a receipt, even when no webhook arrives; pending charges past
 * their time expire; extra successes are refunded.
 */
export const paymentReconcileJob = defineJob({
  name: "payment-reconcile",
  description: "Re-fetch open payments from the provider, complete paid orders, refund extra successes",
  cron: "* * * * *",
  retryLimit: 2,
  retryDelaySeconds: 30,
  run: async ({ db, log, now, payments }) => {
    if (!payments) throw new Error("payment-reconcile needs the payment provider");
    if (payments.kind === "unavailable") return { skipped: "payments are not configured" };
    return reconcilePayments({ db, provider: payments }, now, (message) => log.warn(message));
  },
});
