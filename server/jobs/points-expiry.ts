import { expireIdlePoints } from "#workflows/membership/points.ts";
import { defineJob } from "./job.ts";

/** Points lapse after 24 months without an earn or redeem (decision 0130): written to the ledger daily. */
export const pointsExpiryJob = defineJob({
  name: "points-expiry",
  description: "Expire members' points after 24 months without earning or redeeming",
  cron: "30 17 * * *",
  retryLimit: 3,
  retryDelaySeconds: 600,
  run: async ({ db, now }) => ({ expired: await expireIdlePoints(db, now) }),
});
