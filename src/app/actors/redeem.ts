import { fromPromise } from "xstate";
import { withMinDelay } from "#api/client.ts";
import * as api from "#api/membership.ts";
import { redeemMachine, type RedeemInput, type RedeemOutcome } from "#machines/redeem.machine.ts";

/** The redeem machine wired to the membership API (src/api/membership.ts). */
export function redeemLogic() {
  return redeemMachine.provide({
    actors: {
      redeem: fromPromise<RedeemOutcome, RedeemInput>(async ({ input, signal }) => {
        const { target, key } = input;
        if (target.kind === "exclusive") {
          return { kind: "exclusive", redemption: await withMinDelay(api.redeemExclusive(key, { signal })) };
        }
        const redemption = await withMinDelay(api.redeemReward(target.kind, target.id, key, { signal }));
        return { kind: "reward", redemption };
      }),
    },
  });
}
