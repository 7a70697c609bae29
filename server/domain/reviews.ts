import type { RatingSummary, ReactionKind, ReviewCheck } from "#contract/review.ts";

/**
 * The rating summary from the ratings of all of a product's reviews: the average to one decimal (0 without
 * reviews), the count, and the count per star. Ratings outside whole 1..5 cannot be stored, so they are skipped.
 */
export function ratingSummary(ratings: Iterable<number>): RatingSummary {
  const stars = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let sum = 0;
  for (const rating of ratings) {
    if (rating !== 1 && rating !== 2 && rating !== 3 && rating !== 4 && rating !== 5) continue;
    stars[rating] += 1;
    count += 1;
    sum += rating;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, stars };
}

/**
 * Spec §6 (decision 0076): a signed-in member may review a product once, and only with a completed order
 * containing it. `purchased` means such an order exists; pending, processing and failed orders do not count.
 */
export function reviewCheck(input: {
  readonly signedIn: boolean;
  readonly purchased: boolean;
  readonly alreadyReviewed: boolean;
}): ReviewCheck {
  if (!input.signedIn) return { allowed: false, reason: "sign_in_required" };
  if (input.alreadyReviewed) return { allowed: false, reason: "already_reviewed" };
  if (!input.purchased) return { allowed: false, reason: "not_purchased" };
  return { allowed: true };
}

export type ReactionChange = {
  /** The member's reaction after the request: null when it was withdrawn. */
  readonly next: ReactionKind | null;
  /** What to add to each counter (-1, 0 or +1). */
  readonly delta: { readonly helpful: number; readonly not_helpful: number };
};

/** One reaction per member per review: the same reaction again withdraws it, the other one switches to it. */
export function toggleReaction(current: ReactionKind | null, requested: ReactionKind): ReactionChange {
  const next = current === requested ? null : requested;
  const delta = { helpful: 0, not_helpful: 0 };
  if (current) delta[current] -= 1;
  if (next) delta[next] += 1;
  return { next, delta };
}

/** How a reviewer is shown: first name and last initial ("Nok W."), never the e-mail; "Member" when unnamed. */
export function reviewerName(firstName: string, lastName: string, fallback = "Member"): string {
  const first = firstName.trim();
  // Thai vowels written before their consonant (เ แ โ ใ ไ) are skipped: the initial is the first consonant.
  const initial = [...lastName.trim().replace(/^[\u0E40-\u0E44]+/, "")][0];
  if (!first) return initial ? `${initial}.` : fallback;
  return initial ? `${first} ${initial}.` : first;
}
