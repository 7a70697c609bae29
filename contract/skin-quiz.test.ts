import { describe, expect, it } from "vitest";
import { create } from "superstruct";
import {
  answersQuery, isAnswered, isComplete, RoutineQuery, skinProfile, type QuizAnswers,
} from "./skin-quiz.ts";

const oily: QuizAnswers = {
  skinType: "oily", concerns: ["acne", "pores"], sensitivity: "rarely", climate: "humid-outdoors", makeup: "never",
  routine: "balanced", budget: "2000-4000",
};

describe("skin quiz answers", () => {
  it("needs one to three concerns and one answer for every other question", () => {
    expect(isAnswered({ concerns: [] }, "concerns")).toBe(false);
    expect(isAnswered({ concerns: ["acne", "pores", "aging", "dullness"] }, "concerns")).toBe(false);
    expect(isAnswered({ concerns: ["acne"] }, "concerns")).toBe(true);
    expect(isComplete({ ...oily, budget: undefined })).toBe(false);
    expect(isComplete(oily)).toBe(true);
  });

  it("round-trips through the result link", () => {
    const query = answersQuery(oily);
    expect(query).toBe("skinType=oily&concerns=acne%2Cpores&sensitivity=rarely&climate=humid-outdoors&makeup=never"
      + "&routine=balanced&budget=2000-4000");
    expect(create(Object.fromEntries(new URLSearchParams(query)), RoutineQuery)).toEqual({ ...oily });
  });

  it("refuses a link with unknown or too many answers", () => {
    const link = Object.fromEntries(new URLSearchParams(answersQuery(oily)));
    const bad = { ...link, concerns: "acne,pores,aging,dryness" };
    expect(() => create(bad, RoutineQuery)).toThrow();
    expect(() => create({ ...bad, concerns: "acne", budget: "a lot" }, RoutineQuery)).toThrow();
  });
});

describe("skin profile", () => {
  it("gives the same profile for the same answers", () => {
    expect(skinProfile(oily)).toEqual(skinProfile({ ...oily }));
  });

  it("adds what the climate says: humid weather brings oiliness, air conditioning dryness", () => {
    expect(skinProfile(oily).focus).toEqual(["acne", "pores", "oiliness"]);
    expect(skinProfile({ ...oily, skinType: "normal", climate: "air-conditioned" }).focus)
      .toEqual(["acne", "pores", "dryness"]);
  });

  it("puts sensitivity first for sensitive skin and sun protection for strong sun", () => {
    const profile = skinProfile({ ...oily, sensitivity: "often", climate: "strong-sun" });
    expect(profile.productConcerns[0]).toBe("sensitivity");
    expect(profile.productConcerns).toContain("sun-protection");
  });

  it("sizes the routine: minimal three steps, balanced five, full adds ampoule, mask and oil for dry skin", () => {
    expect(skinProfile({ ...oily, routine: "minimal" }).slots).toEqual(["cleanser", "moisturizer", "sunscreen"]);
    expect(skinProfile(oily).slots).toEqual(["cleanser", "serum", "moisturizer", "sunscreen", "mask"]);
    expect(skinProfile({ ...oily, concerns: ["aging"] }).slots)
      .toEqual(["cleanser", "serum", "ampoule", "moisturizer", "sunscreen"]);
    expect(skinProfile({ ...oily, skinType: "dry", routine: "full" }).slots)
      .toEqual(["cleanser", "serum", "ampoule", "moisturizer", "oil", "sunscreen", "mask"]);
  });

  it("turns the budget answer into satang and daily makeup into double cleansing", () => {
    expect(skinProfile(oily).budget).toBe(400_000);
    expect(skinProfile({ ...oily, makeup: "daily" }).doubleCleanse).toBe(true);
  });
});
