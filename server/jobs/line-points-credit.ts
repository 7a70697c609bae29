import { creditDueLineMerges } from "#workflows/membership/line-points.ts";
import { linePointsProvider } from "#integrations/line-points/provider.ts";
import { defineJob } from "./job.ts";

/** LINE shopping points merged after a phone OTP arrive the next day (spec §1): claimed and credited here. */
export const linePointsCreditJob = defineJob({
  name: "line-points-credit",
  description: "Credit LINE shopping points merged after a phone OTP, the day after the merge",
  cron: "5 * * * *",
  retryLimit: 3,
  retryDelaySeconds: 300,
  run: async ({ db, now }) => ({ credited: await creditDueLineMerges(db, linePointsProvider(), now) }),
});
