import type { ErrorCode } from "#contract/errors.ts";

/**
 * One way for a sender to await a command, shared by every machine that takes commands (cart, auth, toast stack,
 * confirm queue): the command event may carry a `requestId`, and when that command has finished the machine emits
 * `command.settled` with it. src/lib/request.ts turns this into a promise (decision 0090).
 */
export interface Requested {
  requestId?: string;
}

export type Settled<TCommand extends string, TCode extends string = ErrorCode> =
  | { type: "command.settled"; requestId: string | undefined; command: TCommand; ok: true }
  | {
    type: "command.settled"; requestId: string | undefined; command: TCommand; ok: false; code: TCode; error?: unknown;
  };

/** The command is done and went well. */
export function settledOk<TCommand extends string>(
  command: { type: TCommand; requestId?: string | undefined },
): Extract<Settled<TCommand>, { ok: true }> {
  return { type: "command.settled", requestId: command.requestId, command: command.type, ok: true };
}

/** The command is done and failed with `code` (and the rejection, when there was one, for its message). */
export function settledFailed<TCommand extends string, TCode extends string>(
  command: { type: TCommand; requestId?: string | undefined },
  code: TCode,
  error?: unknown,
): Extract<Settled<TCommand, TCode>, { ok: false }> {
  return {
    type: "command.settled", requestId: command.requestId, command: command.type, ok: false, code,
    ...(error === undefined ? {} : { error }),
  };
}
