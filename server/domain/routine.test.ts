import { describe, expect, it } from "vitest";
import { skinProfile, type QuizAnswers } from "#contract/skin-quiz.ts";
import { buildRoutine, type RoutineCandidate } from "./routine.ts";

const answers: QuizAnswers = {
  skinType: "oily", concerns: ["acne"], sensitivity: "rarely", climate: "strong-sun", makeup: "never",
  routine: "minimal", budget: "under-2000",
};

let nextId = 1;
const product = (category: string, price: number, concerns: string[] = [], over: Partial<RoutineCandidate> = {}) => ({
  id: nextId++, slug: `${category}-${nextId}`, category, concerns, price, stock: 10, rating: 4, soldCount: 0, ...over,
});

describe("buildRoutine", () => {
  it("picks the best-suited product in stock for each step, with the next best as the alternative", () => {
    const acneCleanser = product("cleanser", 40_000, ["acne"]);
    const plainCleanser = product("cleanser", 30_000);
    const soldOut = product("cleanser", 20_000, ["acne", "oiliness"], { stock: 0 });
    const cream = product("moisturizer", 50_000, ["oiliness"]);
    const sun = product("sunscreen", 40_000, ["sun-protection"]);
    const routine = buildRoutine(skinProfile(answers), [plainCleanser, soldOut, acneCleanser, cream, sun]);
    expect(routine.steps.map((s) => [s.slot, s.pick.id, s.alternative?.id ?? null])).toEqual([
      ["cleanser", acneCleanser.id, plainCleanser.id], ["moisturizer", cream.id, null], ["sunscreen", sun.id, null],
    ]);
    expect(routine.total).toBe(130_000);
    expect(routine.missing).toEqual([]);
  });

  it("swaps the priciest picks for cheaper ones until the routine fits the budget", () => {
    const dear = product("moisturizer", 160_000, ["acne", "oiliness"]);
    const cheap = product("moisturizer", 40_000);
    const routine = buildRoutine(skinProfile(answers), [
      product("cleanser", 30_000), dear, cheap, product("sunscreen", 50_000),
    ]);
    expect(routine.total).toBeLessThanOrEqual(200_000);
    expect(routine.steps.find((s) => s.slot === "moisturizer")?.pick.id).toBe(cheap.id);
  });

  it("drops optional steps before the basics when nothing cheaper is left, and says which", () => {
    const full = skinProfile({ ...answers, routine: "full", budget: "under-2000" });
    const routine = buildRoutine(full, ["cleanser", "serum", "ampoule", "moisturizer", "sunscreen", "mask"]
      .map((c) => product(c, 50_000)));
    expect(routine.total).toBeLessThanOrEqual(200_000);
    expect(routine.steps.map((s) => s.slot)).toEqual(["cleanser", "serum", "moisturizer", "sunscreen"]);
    expect(routine.missing).toEqual(["mask", "ampoule"]);
  });

  it("is deterministic: the same answers and catalog give the same routine", () => {
    const catalog = ["cleanser", "moisturizer", "sunscreen", "cleanser"].map((c) => product(c, 30_000));
    expect(buildRoutine(skinProfile(answers), catalog)).toEqual(buildRoutine(skinProfile(answers), [...catalog]));
  });
});
