import { fromPromise } from "xstate";
import type { Locale } from "#contract/locale.ts";
import type { StaffSession } from "#contract/support.ts";
import {
  supportConsoleMachine, type ActionInput, type ActionOutcome, type Authed,
} from "#machines/support-console.machine.ts";
import {
  fetchStory, fetchStuck, forgetStaffSession, keepStaffSession, runAction, searchOrders, signIn, signOut,
} from "./api.ts";

/**
 * The support console's machine wired to its API (./api.ts) in the language on screen; the session is kept in
 * storage (as before the machine, decision 0150) so a reload stays signed in until the token runs out.
 */
export function supportConsoleLogic(locale: () => Locale) {
  return supportConsoleMachine.provide({
    actors: {
      signIn: fromPromise<StaffSession, { email: string; password: string }>(
        ({ input }) => signIn(input.email, input.password, locale())),
      signOut: fromPromise<void, Authed<object>>(({ input }) => signOut(input.token, locale())),
      loadStuck: fromPromise(({ input }: { input: Authed<object> }) => fetchStuck(input.token, locale())),
      search: fromPromise(({ input }: { input: Authed<{ q: string }> }) =>
        searchOrders(input.token, input.q, locale())),
      loadStory: fromPromise(({ input }: { input: Authed<{ number: string }> }) =>
        fetchStory(input.token, input.number, locale())),
      act: fromPromise<ActionOutcome, ActionInput>(({ input }) =>
        runAction(input.token, input.number, input.action, input.reason, locale())),
    },
    actions: {
      keepSession: ({ context }) => {
        if (context.session) keepStaffSession(context.session);
      },
      dropSession: () => forgetStaffSession(),
    },
  });
}
