import { fromPromise } from "xstate";
import type { ErrorCode } from "#contract/errors.ts";
import {
  reasonGiven, type SearchHit, type StaffSession, type Story, type StuckItem, type SupportAction,
} from "#contract/support.ts";
import { notProvided } from "./not-provided.ts";

/**
 * The support console's events, context and requests (decisions 0150, 0155): staff sign in, read the stuck
 * list, search, open an order's story and act on it with a reason. The staff token lives here (and in storage, which
 * the app's wiring keeps), never in the shop's client.
 */
export type SupportConsoleEvent =
  | { type: "support.signIn"; email: string; password: string }
  | { type: "support.signOut" }
  | { type: "support.refresh" }
  | { type: "support.search"; q: string }
  /** Opens an order's story (a stuck row, a search hit, or the only hit of a search). */
  | { type: "support.open"; number: string }
  /** The reason typed for the next action (written to the record with the staff member's name). */
  | { type: "support.reason"; reason: string }
  /** An action button: runs only with a reason of 3–500 characters (contract/support.ts `Reason`). */
  | { type: "support.act"; action: SupportAction };

export interface SupportFailure {
  code: ErrorCode | string;
  /** The rejection, for the server's message in the staff member's language. */
  error: unknown;
}

/** What a landed action answered: whether anything changed and the order's status now. */
export interface SupportActionNote { changed: boolean; status: string }

export interface SupportConsoleContext {
  session: StaffSession | null;
  stuck: StuckItem[] | null;
  /** The last search's answer (null before the first search). */
  hits: SearchHit[] | null;
  /** The order whose story is asked for or shown. */
  number: string | null;
  story: Story | null;
  reason: string;
  action: SupportAction | null;
  note: SupportActionNote | null;
  /** Sign-in refused, or a call that failed for another reason than the token running out. */
  failure: SupportFailure | null;
}

export interface SupportConsoleInput {
  /** A live session kept from an earlier visit (the app reads storage), or null. */
  session: StaffSession | null;
}

export type Authed<T> = T & { token: string };
export type ActionInput = Authed<{ number: string; action: SupportAction; reason: string }>;
export type ActionOutcome = SupportActionNote & { story: Story };

/** The requests the machine makes; the app provides them (src/app/actors/support-console.ts). */
export const supportConsoleRequests = {
  signIn: fromPromise<StaffSession, { email: string; password: string }>(notProvided("signIn")),
  signOut: fromPromise<void, Authed<object>>(notProvided("signOut")),
  loadStuck: fromPromise<StuckItem[], Authed<object>>(notProvided("loadStuck")),
  search: fromPromise<SearchHit[], Authed<{ q: string }>>(notProvided("search")),
  loadStory: fromPromise<Story, Authed<{ number: string }>>(notProvided("loadStory")),
  act: fromPromise<ActionOutcome, ActionInput>(notProvided("act")),
};

/** The server's answer to a token that ran out or was revoked: the console's routes are "not there" (0150). */
export function isSignedOutError(error: unknown): boolean {
  return !!error && typeof error === "object" && "status" in error && "code" in error &&
    error.status === 404 && error.code === "route_not_found";
}

export { reasonGiven };

export const freshSupportContext = (session: StaffSession | null): SupportConsoleContext => ({
  session, stuck: null, hits: null, number: null, story: null, reason: "", action: null, note: null, failure: null,
});
