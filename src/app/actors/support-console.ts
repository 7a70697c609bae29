import { fromPromise } from "xstate";
import type { StaffSession } from "#contract/support.ts";
import {
  supportConsoleMachine, type ActionInput, type ActionOutcome, type Authed,
} from "#machines/support-console.machine.ts";
import * as api from "#api/support.ts";
import { storageGet, storageRemove, storageSet } from "#lib/storage.ts";

// Staff tokens are not the shop's: kept under their own key, sent only to api/staff and api/support (decision 0150).
const KEY = "skinstate.staff";

/** A live session kept from an earlier visit, or null: a reload stays signed in until the token runs out. */
export function readStaffSession(now = Date.now()): StaffSession | null {
  try {
    const session = JSON.parse(storageGet(KEY) ?? "null") as StaffSession | null;
    return session && Date.parse(session.expires_at) > now ? session : null;
  } catch {
    return null;
  }
}

/** The support console's machine wired to its API (src/api/support.ts) and the session kept in storage. */
export const supportConsoleLogic = supportConsoleMachine.provide({
  actors: {
    signIn: fromPromise<StaffSession, { email: string; password: string }>(
      ({ input }) => api.signIn(input.email, input.password)),
    signOut: fromPromise<void, Authed<object>>(({ input }) => api.signOut(input.token)),
    loadStuck: fromPromise(({ input }: { input: Authed<object> }) => api.fetchStuck(input.token)),
    search: fromPromise(({ input }: { input: Authed<{ q: string }> }) => api.searchOrders(input.token, input.q)),
    loadStory: fromPromise(({ input }: { input: Authed<{ number: string }> }) =>
      api.fetchStory(input.token, input.number)),
    act: fromPromise<ActionOutcome, ActionInput>(({ input }) =>
      api.runAction(input.token, input.number, input.action, input.reason)),
  },
  actions: {
    keepSession: ({ context }) => {
      if (context.session) storageSet(KEY, JSON.stringify(context.session));
    },
    dropSession: () => storageRemove(KEY),
  },
});
