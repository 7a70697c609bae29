import { defineJob } from "./job.ts";
import { notifyRestock } from "./notify-restock.ts";

/** Mails shoppers who asked to hear when a product is back, once it is (and only once per request). */
export const restockMailJob = defineJob({
  name: "restock-mail",
  description: "Mail shoppers waiting for a product that is back in stock",
  cron: "*/10 * * * *",
  retryLimit: 3,
  retryDelaySeconds: 60,
  run: async ({ db, env }) => ({ mailed: await notifyRestock(db, { baseUrl: env.PUBLIC_URL }) }),
});
