import type { RoutineSlot, SkinProfile } from "#contract/skin-quiz.ts";

/** What the routine builder needs to know of a product. */
export interface RoutineCandidate {
  readonly id: number;
  readonly slug: string;
  /** The catalog category: the routine slot it can fill. */
  readonly category: string;
  readonly concerns: readonly string[];
  /** Satang. */
  readonly price: number;
  readonly stock: number;
  readonly rating: number;
  readonly soldCount: number;
}

export interface BuiltStep<T extends RoutineCandidate> {
  slot: RoutineSlot;
  pick: T;
  alternative: T | null;
}

export interface BuiltRoutine<T extends RoutineCandidate> {
  steps: BuiltStep<T>[];
  total: number;
  missing: RoutineSlot[];
}

/** Slots dropped first when even the cheapest choices exceed the budget; the basics stay. */
const OPTIONAL_SLOTS: readonly RoutineSlot[] = ["mask", "oil", "ampoule", "serum"];

/**
 * How well a product suits the profile: each of the profile's catalog concerns it names counts, the first most;
 * double cleansing favours an oil or balm cleanser; rating and sales only break near ties.
 */
export function suitability(product: RoutineCandidate, profile: SkinProfile): number {
  const n = profile.productConcerns.length;
  let score = 0;
  profile.productConcerns.forEach((concern, i) => {
    if (product.concerns.includes(concern)) score += n - i;
  });
  if (profile.doubleCleanse && product.category === "cleanser" && /oil|balm/.test(product.slug)) score += 2;
  return score + product.rating / 10 + Math.min(product.soldCount, 10_000) / 1_000_000;
}

function ranked<T extends RoutineCandidate>(candidates: readonly T[], slot: RoutineSlot, profile: SkinProfile): T[] {
  return candidates
    .filter((c) => c.category === slot && c.stock > 0)
    .map((c) => ({ c, score: suitability(c, profile) }))
    .sort((a, b) => b.score - a.score || a.c.price - b.c.price || a.c.id - b.c.id)
    .map(({ c }) => c);
}

const sum = (picks: Iterable<RoutineCandidate>) => [...picks].reduce((total, p) => total + p.price, 0);

/**
 * The routine for a profile from the catalog's products: the best-suited product in stock per slot, then, while the
 * total is over the budget, the priciest pick is swapped for the best-suited cheaper one in its slot; if no swap is
 * left, optional slots are dropped (mask, oil, ampoule, serum). Each step gets the next best product as an
 * alternative, one that keeps the routine within the budget when there is one. Pure and deterministic.
 */
export function buildRoutine<T extends RoutineCandidate>(
  profile: SkinProfile, candidates: readonly T[],
): BuiltRoutine<T> {
  const options = new Map(profile.slots.map((slot) => [slot, ranked(candidates, slot, profile)]));
  const missing = profile.slots.filter((slot) => (options.get(slot) ?? []).length === 0);
  const picks = new Map<RoutineSlot, T>();
  for (const slot of profile.slots) {
    const best = options.get(slot)?.[0];
    if (best) picks.set(slot, best);
  }
  while (sum(picks.values()) > profile.budget) {
    const swap = [...picks.entries()]
      .sort(([, a], [, b]) => b.price - a.price)
      .map(([slot, pick]) => ({ slot, cheaper: options.get(slot)?.find((c) => c.price < pick.price) }))
      .find((s) => s.cheaper !== undefined);
    if (swap?.cheaper) {
      picks.set(swap.slot, swap.cheaper);
      continue;
    }
    const drop = OPTIONAL_SLOTS.find((slot) => picks.has(slot));
    if (!drop) break;
    picks.delete(drop);
    missing.push(drop);
  }
  const total = sum(picks.values());
  const steps = profile.slots.flatMap((slot): BuiltStep<T>[] => {
    const pick = picks.get(slot);
    if (!pick) return [];
    const others = (options.get(slot) ?? []).filter((c) => c.id !== pick.id);
    const fits = others.find((c) => total - pick.price + c.price <= profile.budget);
    return [{ slot, pick, alternative: fits ?? others[0] ?? null }];
  });
  return { steps, total, missing };
}
