import { and, assign, setup } from "xstate";
import {
  isAnswered, isComplete, MAX_CONCERNS, QUESTIONS, QUESTION_IDS, type PartialAnswers, type QuestionId, type QuizConcern,
} from "#contract/skin-quiz.ts";

/**
 * The skin quiz, one question per screen with progress and back; the answers survive a reload (the app
 * stores them with `storeProgress`) and a result link reopens the result (input `at: "result"` with complete answers).
 * Pure: no actors; the page fetches the routine for the answers once the machine shows `result`.
 */
export type SkinQuizEvent =
  | { type: "quiz.start" }
  /** Picks an option of the question on screen; for concerns it toggles one (up to three). */
  | { type: "quiz.answer"; value: string }
  | { type: "quiz.next" }
  | { type: "quiz.back" }
  /** From the result: start again with no answers. */
  | { type: "quiz.restart" };

export interface SkinQuizContext {
  /** Index into QUESTIONS of the question on screen (or last shown). */
  step: number;
  answers: PartialAnswers;
  /** Where the shopper was when the page opened (storage or a result link); only read while resuming. */
  at: QuizScreen;
}

/** The screens a stored quiz can reopen on. */
export type QuizScreen = "intro" | "question" | "result";

export interface SkinQuizInput {
  answers: PartialAnswers;
  step: number;
  /** "result" for a finished quiz or a result link, "question" for a quiz under way. */
  at: QuizScreen;
}

/** What is stored so a reload comes back to the same screen. */
export type SkinQuizProgress = SkinQuizInput;

const LAST = QUESTIONS.length - 1;

export const questionAt = (step: number): QuestionId => QUESTION_IDS[Math.min(Math.max(step, 0), LAST)] ?? "skinType";

/** The answers after picking `value` on the question at `step`; an option the question lacks changes nothing. */
export function withAnswer(answers: PartialAnswers, step: number, value: string): PartialAnswers {
  const question = QUESTIONS[step];
  if (!question || !(question.options as readonly string[]).includes(value)) return answers;
  if (question.id !== "concerns") return { ...answers, [question.id]: value };
  const chosen = answers.concerns ?? [];
  const concern = value as QuizConcern;
  if (chosen.includes(concern)) return { ...answers, concerns: chosen.filter((c) => c !== concern) };
  if (chosen.length >= MAX_CONCERNS) return answers;
  return { ...answers, concerns: [...chosen, concern] };
}

/** What `storeProgress` keeps on entering a screen. */
const progressAt = (at: QuizScreen) => ({ context }: { context: SkinQuizContext }): SkinQuizProgress =>
  ({ answers: context.answers, step: context.step, at });

export const skinQuizMachine = setup({
  types: {
    input: {} as SkinQuizInput,
    context: {} as SkinQuizContext,
    events: {} as SkinQuizEvent,
  },
  actions: {
    // Storage, provided by the app (src/app/pages/skin-quiz.tsx): localStorage, so a reload resumes.
    storeProgress: (_, _params: SkinQuizProgress) => {},
    forgetProgress: () => {},
    takeAnswer: assign({
      answers: ({ context, event }) =>
        (event.type === "quiz.answer" ? withAnswer(context.answers, context.step, event.value) : context.answers),
    }),
    stepForward: assign({ step: ({ context }) => Math.min(context.step + 1, LAST) }),
    stepBack: assign({ step: ({ context }) => Math.max(context.step - 1, 0) }),
    clearAnswers: assign({ step: 0, answers: {}, at: "intro" as QuizScreen }),
  },
  guards: {
    isFinished: ({ context }) => context.at === "result" && isComplete(context.answers),
    hasProgress: ({ context }) => context.at !== "intro",
    isAnswered: ({ context }) => isAnswered(context.answers, questionAt(context.step)),
    isLastQuestion: ({ context }) => context.step >= LAST,
    isFirstQuestion: ({ context }) => context.step <= 0,
  },
}).createMachine({
  id: "skinQuiz",
  description: "The skin quiz: seven questions, one per screen, then a profile and a routine from the catalog.",
  context: ({ input }) => ({
    step: Math.min(Math.max(Math.trunc(input.step) || 0, 0), LAST), answers: input.answers, at: input.at,
  }),
  initial: "resuming",
  states: {
    resuming: {
      description: "Opening the page: a result link or a finished quiz shows the result; a quiz under way resumes.",
      always: [
        { guard: "isFinished", target: "result", description: "A result link, or a quiz finished before: the result." },
        { guard: "hasProgress", target: "question", description: "Answers were stored: back to the same question." },
        { target: "intro", description: "Nothing stored: the quiz starts from its introduction." },
      ],
    },
    intro: {
      description: "What the quiz does and how long it takes; Start opens the first question.",
      on: { "quiz.start": { target: "question", actions: "clearAnswers" } },
    },
    question: {
      description: "One question on screen with progress; Next needs an answer, Back goes to the previous one.",
      entry: { type: "storeProgress", params: progressAt("question") },
      on: {
        "quiz.answer": {
          description: "Picks (or, for concerns, toggles) an option; stored at once.",
          actions: ["takeAnswer", { type: "storeProgress", params: progressAt("question") }],
        },
        "quiz.next": [
          {
            guard: and(["isAnswered", "isLastQuestion"]), target: "result", description: "The last answer: the result.",
          },
          { guard: "isAnswered", target: "question", reenter: true, actions: "stepForward",
            description: "Answered: the next question." },
        ],
        "quiz.back": [
          { guard: "isFirstQuestion", target: "intro", description: "From the first question: the introduction." },
          {
            target: "question", reenter: true, actions: "stepBack", description: "The previous question, answer kept.",
          },
        ],
      },
    },
    result: {
      description: "The skin profile and the routine for the answers (fetched by the page); the link reopens it.",
      entry: { type: "storeProgress", params: progressAt("result") },
      on: {
        "quiz.back": { target: "question", description: "Change the last answer." },
        "quiz.restart": { target: "intro", actions: ["clearAnswers", "forgetProgress"], description: "Start over." },
      },
    },
  },
});
