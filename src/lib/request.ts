import type { ActorRef, EventObject, Snapshot } from "xstate";
import type { ErrorCode } from "#contract/errors.ts";
import type { Settled } from "#machines/command.ts";

/** How a command ended: ok, or the machine's code with the rejection it came from (for the server's message). */
export type Outcome<TCode extends string = ErrorCode> = { ok: true } | { ok: false; code: TCode; error: unknown };

/** An actor that takes commands and emits `command.settled` for each (machines/command.ts). */
export type CommandActor<TEvent extends EventObject, TCode extends string = ErrorCode> =
  ActorRef<Snapshot<unknown>, TEvent, Settled<string, TCode>>;

let nextRequest = 0;

/**
 * The one way the app sends a command to a machine and awaits how it ended (cart, auth, toasts, confirms): the
 * command goes out with a fresh `requestId` and the promise resolves with the `command.settled` that carries it.
 * A command the machine's current state would ignore (sign-out while signed out, anything while starting) never
 * settles, so it answers `conflict` at once; this is checked before sending, because a send made while the actor is
 * busy is queued, not applied yet.
 */
export function request<TEvent extends EventObject, TCode extends string>(
  actor: CommandActor<TEvent, TCode>,
  command: TEvent,
): Promise<Outcome<TCode | "conflict">> {
  const requestId = `request-${++nextRequest}`;
  const event = { ...command, requestId };
  const snapshot = actor.getSnapshot() as { can?: (event: TEvent) => boolean };
  if (snapshot.can && !snapshot.can(event)) return Promise.resolve({ ok: false, code: "conflict", error: undefined });
  return new Promise((resolve) => {
    const subscription = actor.on("command.settled", (settled) => {
      if (settled.requestId !== requestId) return;
      subscription.unsubscribe();
      resolve(settled.ok ? { ok: true } : { ok: false, code: settled.code, error: settled.error });
    });
    actor.send(event);
  });
}
