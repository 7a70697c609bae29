// The skin quiz's routine as the server answers it: the query checked with the contract, the profile and the routine
// built by the same pure rules (contract/skin-quiz.ts, server/domain/routine.ts) over the cart fake's products, so a
// routine's products can be added to the fake cart.
import { create } from "superstruct";
import type { ProductSummary } from "#contract/product.ts";
import { RoutineQuery, skinProfile, type Routine } from "#contract/skin-quiz.ts";
import { buildRoutine } from "#domain/routine.ts";
import type { FakeProduct } from "./cart-api.ts";
import { fail, json, type Route } from "./http.ts";

/** The cart fake's three products fill three slots; these fill the rest. */
export const QUIZ_PRODUCTS: (FakeProduct & { category: string })[] = [
  { id: 40, slug: "daily-sun-fluid", name: "Daily Sun Fluid", price: 590_00, stock: 10, category: "sunscreen" },
  { id: 41, slug: "clay-reset-mask", name: "Clay Reset Mask", price: 490_00, stock: 10, category: "mask" },
  { id: 42, slug: "rice-ampoule", name: "Rice Ampoule", price: 990_00, stock: 10, category: "ampoule" },
  { id: 43, slug: "soft-gel-cleanser", name: "Soft Gel Cleanser", price: 390_00, stock: 10, category: "cleanser" },
];
const CATEGORY: Record<string, string> = {
  "hydra-serum": "serum", "calm-cleanser": "cleanser", "glow-toner": "moisturizer",
};

/** Adds the quiz's products to the cart fake's (so they can be bought) and answers GET api/product/habit/routine. */
export function quizRoute(products: FakeProduct[]): Route {
  for (const p of QUIZ_PRODUCTS) if (!products.some((o) => o.id === p.id)) products.push({ ...p });
  const categoryOf = (p: FakeProduct) => QUIZ_PRODUCTS.find((q) => q.id === p.id)?.category ?? CATEGORY[p.slug] ?? "";
  const summary = (p: FakeProduct): ProductSummary => ({
    id: p.id, slug: p.slug, name: p.name, brand: { slug: "skinstate", name: "SkinState" },
    category: { slug: categoryOf(p), name: categoryOf(p) }, price: p.price, image: `/media/product/${p.slug}.webp`,
    stock: Math.max(0, p.stock), rating: 4, rating_count: 1, is_gift: false, new_in_at: "2026-01-01T00:00:00.000Z",
  });
  return async (_request, url) => {
    if (url.pathname !== "/api/product/habit/routine") return null;
    let answers;
    try {
      answers = create(Object.fromEntries(url.searchParams), RoutineQuery);
    } catch {
      return fail(400, "validation_failed");
    }
    const profile = skinProfile(answers);
    const candidates = products.map((p) => ({
      ...p, category: categoryOf(p), concerns: [], rating: 4, soldCount: 0, summary: summary(p),
    }));
    const built = buildRoutine(profile, candidates);
    const routine: Routine = {
      steps: built.steps.map((s) => ({
        slot: s.slot, pick: s.pick.summary, alternative: s.alternative?.summary ?? null,
      })),
      total: built.total, budget: profile.budget, missing: built.missing,
    };
    return json(200, { data: routine });
  };
}
