import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { QUESTIONS } from "#contract/skin-quiz.ts";
import { skinQuizMachine, withAnswer, type SkinQuizInput } from "./skin-quiz.machine.ts";

const complete = {
  skinType: "oily", concerns: ["acne"], sensitivity: "rarely", climate: "strong-sun", makeup: "never",
  routine: "minimal", budget: "under-2000",
} as const;

function start(input: SkinQuizInput = { answers: {}, step: 0, at: "intro" }) {
  const stored: SkinQuizInput[] = [];
  const machine = skinQuizMachine.provide({
    actions: { storeProgress: (_, progress: SkinQuizInput) => void stored.push(progress) },
  });
  return { actor: createActor(machine, { input }).start(), stored };
}

describe("skin quiz machine", () => {
  it("toggles concerns up to three and ignores options a question does not offer", () => {
    let answers = withAnswer({}, 1, "acne");
    answers = withAnswer(answers, 1, "pores");
    answers = withAnswer(answers, 1, "aging");
    expect(withAnswer(answers, 1, "dullness").concerns).toEqual(["acne", "pores", "aging"]);
    expect(withAnswer(answers, 1, "pores").concerns).toEqual(["acne", "aging"]);
    expect(withAnswer({}, 0, "purple")).toEqual({});
  });

  it("walks the questions in order, needs an answer to go on and stores every step", () => {
    const { actor, stored } = start();
    expect(actor.getSnapshot().value).toBe("intro");
    actor.send({ type: "quiz.start" });
    actor.send({ type: "quiz.next" });
    expect(actor.getSnapshot().context.step).toBe(0);
    QUESTIONS.forEach((question) => {
      const answer = complete[question.id];
      actor.send({ type: "quiz.answer", value: Array.isArray(answer) ? answer[0] : (answer as string) });
      actor.send({ type: "quiz.next" });
    });
    expect(actor.getSnapshot().value).toBe("result");
    expect(stored.at(-1)).toMatchObject({ at: "result", answers: { ...complete } });
    actor.send({ type: "quiz.back" });
    expect(actor.getSnapshot().value).toBe("question");
    expect(actor.getSnapshot().context.step).toBe(QUESTIONS.length - 1);
  });

  it("resumes a stored quiz at its question and a finished one (or a result link) at its result", () => {
    expect(start({ answers: { skinType: "dry" }, step: 1, at: "question" }).actor.getSnapshot()).toMatchObject({
      value: "question", context: { step: 1 },
    });
    expect(start({ answers: { ...complete }, step: 6, at: "result" }).actor.getSnapshot().value).toBe("result");
    // Finished but incomplete (storage edited by hand): the quiz goes back to the questions.
    expect(start({ answers: { skinType: "dry" }, step: 6, at: "result" }).actor.getSnapshot().value).toBe("question");
  });

  it("starts over from the result with no answers", () => {
    const { actor } = start({ answers: { ...complete }, step: 6, at: "result" });
    actor.send({ type: "quiz.restart" });
    expect(actor.getSnapshot()).toMatchObject({ value: "intro", context: { answers: {}, step: 0 } });
  });
});
