// The skin quiz's routine from the real catalog (GET api/product/habit/routine).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import {
  answersQuery, RoutineResponse, skinProfile, type QuizAnswers, type Routine,
} from "#contract/skin-quiz.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const base: QuizAnswers = {
  skinType: "combination", concerns: ["dark-spots", "pores"], sensitivity: "sometimes", climate: "humid-outdoors",
  makeup: "daily", routine: "balanced", budget: "2000-4000",
};

async function routine(query: string, locale: "en" | "th" = "en") {
  const url = `/api/product/habit/routine?${query}`;
  const res = await t.app.inject({ method: "GET", url, headers: inLanguage(locale) });
  return { status: res.statusCode, body: res.json() as { data: Routine } };
}

const answerSets: QuizAnswers[] = [
  base,
  { ...base, skinType: "dry", routine: "full", budget: "over-4000", concerns: ["aging", "dryness"] },
  { ...base, skinType: "oily", routine: "minimal", budget: "under-2000", concerns: ["acne"] },
  { ...base, skinType: "normal", routine: "full", budget: "under-2000", sensitivity: "often", concerns: ["dullness"] },
];

describe("skin quiz routine", () => {
  it.each(answerSets.map((a) => [answersQuery(a), a] as const))("%s: steps from the catalog, in stock, within budget",
    async (query, answers) => {
      const { status, body } = await routine(query);
      expect(status).toBe(200);
      expect(is(body, RoutineResponse)).toBe(true);
      const profile = skinProfile(answers);
      const { steps, total, budget, missing } = body.data;
      expect(budget).toBe(profile.budget);
      expect(total).toBe(steps.reduce((sum, s) => sum + s.pick.price, 0));
      expect(total).toBeLessThanOrEqual(budget);
      expect([...steps.map((s) => s.slot), ...missing].sort()).toEqual([...profile.slots].sort());
      for (const step of steps) {
        expect(step.pick.category.slug).toBe(step.slot);
        expect(step.pick.stock).toBeGreaterThan(0);
        if (step.alternative) {
          expect(step.alternative.id).not.toBe(step.pick.id);
          expect(step.alternative.category.slug).toBe(step.slot);
          expect(step.alternative.stock).toBeGreaterThan(0);
        }
      }
      // The basics are always there.
      for (const slot of ["cleanser", "moisturizer", "sunscreen"]) expect(steps.map((s) => s.slot)).toContain(slot);
    });

  it("gives the same routine for the same answers, named in the shopper's language", async () => {
    const query = answersQuery(base);
    const [first, again, thai] = await Promise.all([routine(query), routine(query), routine(query, "th")]);
    expect(again.body).toEqual(first.body);
    expect(thai.body.data.steps.map((s) => s.pick.id)).toEqual(first.body.data.steps.map((s) => s.pick.id));
    expect(thai.body.data.steps[0]!.pick.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("a daily make-up wearer gets an oil or balm cleanser (double cleansing)", async () => {
    const { body } = await routine(answersQuery({ ...base, budget: "over-4000" }));
    expect(body.data.steps[0]!.pick.slug).toMatch(/oil|balm/);
  });

  it.each([
    "", "skinType=oily", `${answersQuery(base)}&concerns=acne,pores,aging,dullness`,
    answersQuery(base).replace("budget=2000-4000", "budget=free"),
    answersQuery(base).replace("concerns=dark-spots%2Cpores", "concerns="),
  ])("answers a broken link (%s) with a 400, never a 5xx", async (query) => {
    const { status } = await routine(query);
    expect(status).toBe(400);
  });
});

describe("a member keeps the result on the profile", () => {
  it("keeps, replaces and reads back the answers; guests are refused; bad answers change nothing", async () => {
    const { createTestMember } = await import("./members.ts");
    const member = await createTestMember(t.app);
    const other = await createTestMember(t.app);
    const keep = (answers: unknown, headers: Record<string, string> = member.auth) =>
      t.app.inject({ method: "POST", url: "/api/user/skin-profile", payload: { answers }, headers });
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/user/skin-profile", headers });

    expect((await read(member.auth)).json()).toEqual({ data: null });
    expect((await keep(base, {})).statusCode).toBe(401);
    expect((await keep(base)).statusCode).toBe(200);
    const replaced = await keep({ ...base, budget: "over-4000" });
    expect(replaced.json().data.answers).toEqual({ ...base, budget: "over-4000" });
    expect((await keep({ ...base, concerns: [] })).statusCode).toBe(400);
    expect((await read(member.auth)).json().data.answers.budget).toBe("over-4000");
    // Another member's profile is their own.
    expect((await read(other.auth)).json()).toEqual({ data: null });
  });
});
