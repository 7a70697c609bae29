import { fromPromise } from "xstate";
import type { ErrorCode } from "#contract/errors.ts";
import type { ExclusiveRedemption, Redemption, RewardKind } from "#contract/membership.ts";
import { notProvided } from "./not-provided.ts";

/**
 * The redeem machine's events, context and requests (spec §2/§7 Membership; decisions 0133, 0136): a gift, a
 * promotion or exclusive membership bought with points, after the member confirmed it.
 */

/** What is being redeemed: a gift or promotion by id, or exclusive membership. */
export type RedeemTarget =
  | { kind: RewardKind; id: number; name: string; points: number }
  | { kind: "exclusive"; points: number };

export type RedeemEvent =
  /** Redeem pressed on a reward (or on exclusive membership): ask the member to confirm. */
  | { type: "redeem.open"; target: RedeemTarget }
  /** The member confirmed in the dialog. */
  | { type: "redeem.confirm" }
  /** The dialog closed without redeeming, or after the outcome was read. */
  | { type: "redeem.close" }
  /** After a refusal that may pass (a lost connection): the same redeem again, same Idempotency-Key. */
  | { type: "redeem.retry" };

/** The outcome: a reward's redemption or the exclusive tier bought. */
export type RedeemOutcome =
  | { kind: "reward"; redemption: Redemption }
  | { kind: "exclusive"; redemption: ExclusiveRedemption };

export interface RedeemFailure {
  code: ErrorCode;
  /** The rejection, for the server's message in the shopper's language. */
  error: unknown;
}

export interface RedeemContext {
  target: RedeemTarget | null;
  /** One per confirmed redeem; kept through a retry so a lost answer never spends twice. */
  key: string | null;
  outcome: RedeemOutcome | null;
  failure: RedeemFailure | null;
  /** Redeems that landed since the page opened: the page reloads points and rewards when it changes. */
  landed: number;
}

export type RedeemInput = { target: RedeemTarget; key: string };

/** The requests the machine makes; the app provides them (src/app/actors/redeem.ts). */
export const redeemRequests = {
  redeem: fromPromise<RedeemOutcome, RedeemInput>(notProvided("redeem")),
};

export const freshRedeemContext = (): RedeemContext => ({
  target: null, key: null, outcome: null, failure: null, landed: 0,
});
