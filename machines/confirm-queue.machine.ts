import { assign, emit, setup } from "xstate";
import { settledFailed, settledOk, type Requested, type Settled } from "./command.ts";
import { confirmMachine, type ConfirmInput } from "./confirm.machine.ts";

export type ConfirmAsk = { type: "confirm.ask" } & ConfirmInput & Requested;
export type ConfirmQueueEvent = ConfirmAsk;

export interface ConfirmQueueContext {
  /** Questions in the order they were asked; the first is on screen while `asking`. */
  waiting: ConfirmAsk[];
}

/** The question on screen: the invoked confirm actor's id (src finds it in the snapshot's children). */
export const QUESTION_ID = "question";

/** How a confirm settles: accepted is ok, a cancel fails with `cancelled` (the promise rejects with false). */
export type ConfirmSettled = Settled<"confirm.ask", "cancelled">;

/** The answer to the question on screen (the first waiting one). */
const answerOfFirst = ({ context, event }: { context: ConfirmQueueContext; event: { output: boolean } }) => ({
  question: context.waiting[0], accepted: event.output,
});

function inputOf({ type: _type, requestId: _requestId, ...input }: ConfirmAsk): ConfirmInput {
  return input;
}

/**
 * Spec §2/§4 confirm dialog for the whole shop (systemId `confirmQueue`): one question at a time, later ones wait
 * their turn; each asker's request settles with the answer.
 */
export const confirmQueueMachine = setup({
  types: {
    context: {} as ConfirmQueueContext,
    events: {} as ConfirmQueueEvent,
    emitted: {} as ConfirmSettled,
  },
  actors: { confirm: confirmMachine },
  actions: {
    enqueue: assign({ waiting: ({ context, event }) => [...context.waiting, event] }),
    settleAnswer: emit((_, params: { question: ConfirmAsk | undefined; accepted: boolean }) => {
      const question = params.question ?? { type: "confirm.ask" as const };
      return params.accepted ? settledOk(question) : settledFailed(question, "cancelled" as const);
    }),
    dequeue: assign({ waiting: ({ context }) => context.waiting.slice(1) }),
  },
  guards: {
    hasMoreQuestions: ({ context }) => context.waiting.length > 1,
  },
}).createMachine({
  id: "confirmQueue",
  description: "The shop's confirm dialog: questions asked one at a time, each answer settles its asker's promise.",
  context: { waiting: [] },
  initial: "idle",
  states: {
    idle: {
      description: "No question on screen.",
      on: { "confirm.ask": { target: "asking", actions: "enqueue" } },
    },
    asking: {
      description: "The first waiting question is on screen as its own confirm actor.",
      on: { "confirm.ask": { description: "Waits its turn.", actions: "enqueue" } },
      invoke: {
        id: QUESTION_ID,
        src: "confirm",
        input: ({ context }) => inputOf(context.waiting[0]!),
        onDone: [
          {
            guard: "hasMoreQuestions",
            target: "asking",
            reenter: true,
            description: "Answered; the next question shows.",
            actions: [{ type: "settleAnswer", params: answerOfFirst }, "dequeue"],
          },
          {
            target: "idle",
            description: "Answered; nothing else waits.",
            actions: [{ type: "settleAnswer", params: answerOfFirst }, "dequeue"],
          },
        ],
      },
    },
  },
});
