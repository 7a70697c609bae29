import { assign, sendTo, setup } from "xstate";
import { errorCodeOf } from "#contract/errors.ts";
import {
  freshRedeemContext, redeemRequests, type RedeemContext, type RedeemEvent, type RedeemOutcome,
} from "./redeem-command.ts";
import { inSystem } from "./system.ts";

export * from "./redeem-command.ts";

/** Refusals a second try cannot change: the reward or the balance said no (retrying would only say it again). */
const FINAL = new Set(["points_not_enough", "reward_not_found", "reward_not_started", "reward_expired",
  "reward_exclusive_only", "reward_out_of_stock", "reward_out_of_coupons", "reward_redeemed", "already_exclusive"]);

/** Redeem pressed: what it costs is shown for confirmation. The dialog is modal, so only `idle` can take it. */
const OPEN = { target: "confirm", description: "Redeem pressed: the confirm dialog opens.", actions: "open" } as const;

/**
 * Spec §2/§7 Membership (systemId `redeem`, decision 0136): a gift, a promotion or exclusive membership is redeemed
 * with points only after the member confirmed it in a dialog; one Idempotency-Key per confirmed redeem, kept for a
 * retry, so a lost answer never spends points twice. A landed redeem raises a toast through `toastStack`; the page
 * renders the snapshot (the dialog's step) and reloads the balance when `landed` grows.
 */
export const redeemMachine = setup({
  types: { context: {} as RedeemContext, events: {} as RedeemEvent },
  actors: redeemRequests,
  actions: {
    open: assign(({ context, event }) => ({
      ...freshRedeemContext(), landed: context.landed, target: event.type === "redeem.open" ? event.target : null,
    })),
    newKey: assign({ key: () => crypto.randomUUID() }),
    takeOutcome: assign(({ context }, params: { outcome: RedeemOutcome }) => ({
      outcome: params.outcome, failure: null, landed: context.landed + 1,
    })),
    recordFailure: assign({ failure: (_, params: { error: unknown }) =>
      ({ code: errorCodeOf(params.error), error: params.error }) }),
    clear: assign(({ context }) => ({ ...freshRedeemContext(), landed: context.landed })),
    toastRedeemed: sendTo(inSystem("toastStack"), {
      type: "toast.show", status: "success", title: { notice: "redeemed" },
    }),
  },
  guards: {
    mayRetry: ({ context }) => context.failure !== null && !FINAL.has(context.failure.code),
  },
}).createMachine({
  id: "redeem",
  description: "Redeems a gift, a promotion or exclusive membership with points, after the member confirmed it.",
  context: freshRedeemContext,
  initial: "idle",
  states: {
    idle: {
      description: "Nothing being redeemed: the page lists rewards with their states.",
      on: { "redeem.open": OPEN },
    },
    confirm: {
      description: "The confirm dialog: the reward and its points price; nothing spent yet.",
      on: {
        "redeem.confirm": { target: "redeeming", description: "Confirmed: redeem with a new key.", actions: "newKey" },
        "redeem.close": { target: "idle", description: "Cancelled: nothing spent.", actions: "clear" },
      },
    },
    redeeming: {
      description: "POST the redeem with the Idempotency-Key; the dialog shows it is busy.",
      // Nothing else is taken while the request is in flight: its outcome must be seen.
      invoke: {
        src: "redeem",
        input: ({ context }) => {
          if (!context.target || !context.key) throw new Error("redeeming without a target or key");
          return { target: context.target, key: context.key };
        },
        onDone: {
          target: "redeemed",
          actions: [{ type: "takeOutcome", params: ({ event }) => ({ outcome: event.output }) }, "toastRedeemed"],
        },
        onError: {
          target: "refused",
          actions: [{ type: "recordFailure", params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    redeemed: {
      description: "Landed: the dialog says what was got (a promotion's coupon code, a gift for the next order).",
      on: { "redeem.close": { target: "idle", description: "The member read it.", actions: "clear" } },
    },
    refused: {
      description: "Not redeemed: the reason in the member's language; nothing was spent.",
      on: {
        "redeem.retry": {
          guard: "mayRetry",
          target: "redeeming",
          description: "A lost connection or server error: the same redeem again with the same key.",
        },
        "redeem.close": { target: "idle", description: "The member read why.", actions: "clear" },
      },
    },
  },
});
