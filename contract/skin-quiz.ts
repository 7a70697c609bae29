import { array, enums, nullable, number, object, size, string, type Infer } from "superstruct";
import { dataOf } from "./envelope.ts";
import { fromString, ProductSummary } from "./product.ts";

// The skin quiz. The questions, the answers and the pure scoring both sides share: the browser shows
// the profile from the answers alone, the server builds the routine from the same profile.

export const SKIN_TYPES = ["oily", "combination", "normal", "dry"] as const;
export const QUIZ_CONCERNS = ["acne", "dark-spots", "aging", "dullness", "pores", "dryness", "oiliness"] as const;
export const SENSITIVITIES = ["rarely", "sometimes", "often"] as const;
export const CLIMATES = ["humid-outdoors", "air-conditioned", "strong-sun"] as const;
export const MAKEUP = ["daily", "sometimes", "never"] as const;
export const ROUTINE_LENGTHS = ["minimal", "balanced", "full"] as const;
export const BUDGETS = ["under-2000", "2000-4000", "over-4000"] as const;

export type SkinType = (typeof SKIN_TYPES)[number];
export type QuizConcern = (typeof QUIZ_CONCERNS)[number];
export type Sensitivity = (typeof SENSITIVITIES)[number];
export type Climate = (typeof CLIMATES)[number];
export type Makeup = (typeof MAKEUP)[number];
export type RoutineLength = (typeof ROUTINE_LENGTHS)[number];
export type Budget = (typeof BUDGETS)[number];

/** The most concerns a shopper picks: a routine cannot chase everything at once. */
export const MAX_CONCERNS = 3;

/** One question per screen, in this order. `concerns` takes one to three choices, the others exactly one. */
export const QUESTIONS = [
  { id: "skinType", options: SKIN_TYPES, multiple: false },
  { id: "concerns", options: QUIZ_CONCERNS, multiple: true },
  { id: "sensitivity", options: SENSITIVITIES, multiple: false },
  { id: "climate", options: CLIMATES, multiple: false },
  { id: "makeup", options: MAKEUP, multiple: false },
  { id: "routine", options: ROUTINE_LENGTHS, multiple: false },
  { id: "budget", options: BUDGETS, multiple: false },
] as const;
export type QuestionId = (typeof QUESTIONS)[number]["id"];
export const QUESTION_IDS: readonly QuestionId[] = QUESTIONS.map((q) => q.id);

export interface QuizAnswers {
  skinType: SkinType;
  concerns: readonly QuizConcern[];
  sensitivity: Sensitivity;
  climate: Climate;
  makeup: Makeup;
  routine: RoutineLength;
  budget: Budget;
}
/** Answers while the quiz is under way: any may be missing. */
export type PartialAnswers = Partial<QuizAnswers>;

/** True when the question has an answer that may be sent on (concerns: one to three). */
export function isAnswered(answers: PartialAnswers, id: QuestionId): boolean {
  const value = answers[id];
  if (id === "concerns") return Array.isArray(value) && value.length >= 1 && value.length <= MAX_CONCERNS;
  return typeof value === "string";
}

export function isComplete(answers: PartialAnswers): answers is QuizAnswers {
  return QUESTION_IDS.every((id) => isAnswered(answers, id));
}

// ---- Scoring ---------------------------------------------------------------------------------------------------

/** Routine slots, by catalog category, in the order they are used. */
export const ROUTINE_SLOTS = ["cleanser", "serum", "ampoule", "moisturizer", "oil", "sunscreen", "mask"] as const;
export type RoutineSlot = (typeof ROUTINE_SLOTS)[number];

/** Most satang the whole routine may cost, per budget answer. */
export const BUDGET_LIMITS: Readonly<Record<Budget, number>> = {
  "under-2000": 200_000, "2000-4000": 400_000, "over-4000": 1_000_000,
};

export interface SkinProfile {
  skinType: SkinType;
  /** The shopper's concerns, most pressing first, with what the other answers add (humid climate: oiliness). */
  focus: QuizConcern[];
  sensitive: boolean;
  /** Catalog concerns a product should match, best first: the profile in the catalog's words. */
  productConcerns: string[];
  /** The routine's slots, in order of use. */
  slots: RoutineSlot[];
  /** Satang. */
  budget: number;
  /** Double cleansing suggested (daily makeup and sunscreen). */
  doubleCleanse: boolean;
}

/**
 * The profile from complete answers: pure, so the same answers always give the same profile. Slots: the four basics
 * (cleanser, serum, moisturizer, sunscreen); a balanced routine adds an ampoule for aging or dark spots, else a mask;
 * a full one adds both, plus an oil for dry skin; a minimal one keeps cleanser, moisturizer and sunscreen.
 */
export function skinProfile(answers: QuizAnswers): SkinProfile {
  const focus: QuizConcern[] = [...new Set(answers.concerns)];
  if (answers.climate === "humid-outdoors" && answers.skinType !== "dry" && !focus.includes("oiliness")) {
    focus.push("oiliness");
  }
  if (answers.climate === "air-conditioned" && answers.skinType !== "oily" && !focus.includes("dryness")) {
    focus.push("dryness");
  }
  const sensitive = answers.sensitivity !== "rarely";
  const productConcerns: string[] = [...focus];
  if (sensitive) productConcerns.unshift("sensitivity");
  if (answers.climate === "strong-sun") productConcerns.push("sun-protection");
  if (answers.skinType === "dry" && !productConcerns.includes("dryness")) productConcerns.push("dryness");
  if (answers.skinType === "oily" && !productConcerns.includes("oiliness")) productConcerns.push("oiliness");

  const treatsSpotsOrAge = focus.includes("aging") || focus.includes("dark-spots");
  let slots: RoutineSlot[];
  if (answers.routine === "minimal") slots = ["cleanser", "moisturizer", "sunscreen"];
  else if (answers.routine === "balanced") {
    slots = ["cleanser", "serum", treatsSpotsOrAge ? "ampoule" : "mask", "moisturizer", "sunscreen"];
  } else {
    slots = ["cleanser", "serum", "ampoule", "moisturizer", ...(answers.skinType === "dry" ? ["oil" as const] : []),
      "sunscreen", "mask"];
  }
  slots = ROUTINE_SLOTS.filter((slot) => slots.includes(slot));
  return {
    skinType: answers.skinType, focus, sensitive, productConcerns, slots,
    budget: BUDGET_LIMITS[answers.budget], doubleCleanse: answers.makeup === "daily",
  };
}

// ---- The wire ---------------------------------------------------------------------------------------------------

const list = <T extends string>(values: readonly T[]) =>
  fromString(size(array(enums(values)), 1, MAX_CONCERNS), (v) => [...new Set(v.split(",").filter(Boolean))]);

/**
 * GET api/product/habit/routine?skinType=&concerns=a,b&sensitivity=&climate=&makeup=&routine=&budget=
 *   -> RoutineResponse.
 * The same query string is the result's link (/skin-quiz/result?…), so a result can be reopened or shared.
 */
export const RoutineQuery = object({
  skinType: enums(SKIN_TYPES),
  concerns: list(QUIZ_CONCERNS),
  sensitivity: enums(SENSITIVITIES),
  climate: enums(CLIMATES),
  makeup: enums(MAKEUP),
  routine: enums(ROUTINE_LENGTHS),
  budget: enums(BUDGETS),
});
export type RoutineQuery = Infer<typeof RoutineQuery>;

/** Answers as a query string, in question order (the result link and the API call). */
export function answersQuery(answers: QuizAnswers): string {
  const params = new URLSearchParams();
  for (const id of QUESTION_IDS) {
    const value = answers[id];
    params.set(id, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params.toString();
}

export const RoutineStepResult = object({
  slot: enums(ROUTINE_SLOTS),
  pick: ProductSummary,
  /** Another product for the same step, when the catalog has one in stock. */
  alternative: nullable(ProductSummary),
});
export type RoutineStepResult = Infer<typeof RoutineStepResult>;

export const Routine = object({
  steps: array(RoutineStepResult),
  /** Satang: the picks together. */
  total: number(),
  /** Satang: the budget answered. */
  budget: number(),
  /** Slots the catalog could not fill within stock and budget. */
  missing: array(enums(ROUTINE_SLOTS)),
});
export type Routine = Infer<typeof Routine>;
export const RoutineResponse = dataOf(Routine);

// POST api/user/skin-profile { answers } keeps a member's result; GET api/user/skin-profile answers it (or null).
export const KeepSkinProfile = object({ answers: RoutineQuery });
export type KeepSkinProfile = Infer<typeof KeepSkinProfile>;
export const KeptSkinProfile = nullable(object({ answers: RoutineQuery, updated_at: string() }));
export type KeptSkinProfile = Infer<typeof KeptSkinProfile>;
export const KeptSkinProfileResponse = dataOf(KeptSkinProfile);
