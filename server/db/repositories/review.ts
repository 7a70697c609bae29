import { sql } from "drizzle-orm";
import type { RatingSummary, ReactionKind, ReactionResult, Review } from "../../../contract/review.ts";
import { ratingSummary, toggleReaction } from "../../domain/reviews.ts";
import { queryRows, type Database } from "../database.ts";

type ReviewRow = {
  id: number; product_id: number; rating: number; text: string; author_name: string; created_at: Date | string;
  helpful: number; not_helpful: number; mine: ReactionKind | null;
};

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** Expands per-star counts into ratings for the domain's summary (a product has at most a few thousand reviews). */
function* ratingsFrom(counts: readonly { rating: number; n: number }[]): Generator<number> {
  for (const { rating, n } of counts) for (let i = 0; i < n; i++) yield rating;
}

export async function reviewSummary(db: Database, productId: number): Promise<RatingSummary> {
  const counts = await queryRows<{ rating: number; n: number }>(db, sql`
    SELECT rating, count(*)::int AS n FROM reviews WHERE product_id = ${productId} GROUP BY rating`);
  return ratingSummary(ratingsFrom(counts.map((c) => ({ rating: Number(c.rating), n: Number(c.n) }))));
}

/** Newest first, with reaction counts and (for a signed-in member) their own reaction. */
export async function listReviews(
  db: Database, productId: number, page: number, perPage: number, memberKey: string | null,
): Promise<{ items: Review[]; total: number; summary: RatingSummary }> {
  const [rows, summary] = await Promise.all([
    queryRows<ReviewRow>(db, sql`
      SELECT r.id, r.product_id, r.rating, r.text, r.author_name, r.created_at,
        (SELECT count(*)::int FROM review_reactions x WHERE x.review_id = r.id AND x.reaction = 'helpful') AS helpful,
        (SELECT count(*)::int FROM review_reactions x WHERE x.review_id = r.id AND x.reaction = 'not_helpful') AS not_helpful,
        (SELECT x.reaction FROM review_reactions x WHERE x.review_id = r.id AND x.member_key = ${memberKey ?? ""}) AS mine
      FROM reviews r WHERE r.product_id = ${productId}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    reviewSummary(db, productId),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id), product_id: Number(r.product_id), rating: Number(r.rating), text: r.text, author: r.author_name,
      created_at: iso(r.created_at), reactions: { helpful: Number(r.helpful), not_helpful: Number(r.not_helpful) },
      my_reaction: memberKey ? r.mine : null,
    })),
    total: summary.count,
    summary,
  };
}

/**
 * One reaction per member per review (the domain's toggle): the same reaction again withdraws it, the other one
 * switches to it. The member's row is locked, so a double tap cannot count twice. undefined for an unknown review.
 */
export async function reactToReview(
  db: Database, reviewId: number, memberKey: string, reaction: ReactionKind,
): Promise<ReactionResult | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [review] = await queryRows<{ id: number }>(tx, sql`SELECT id FROM reviews WHERE id = ${reviewId} FOR UPDATE`);
    if (!review) return undefined;
    const [current] = await queryRows<{ reaction: ReactionKind }>(tx, sql`
      SELECT reaction FROM review_reactions WHERE review_id = ${reviewId} AND member_key = ${memberKey} FOR UPDATE`);
    const change = toggleReaction(current?.reaction ?? null, reaction);
    if (change.next === null) {
      await tx.execute(sql`DELETE FROM review_reactions WHERE review_id = ${reviewId} AND member_key = ${memberKey}`);
    } else {
      await tx.execute(sql`
        INSERT INTO review_reactions (review_id, member_key, reaction) VALUES (${reviewId}, ${memberKey}, ${change.next})
        ON CONFLICT (review_id, member_key) DO UPDATE SET reaction = EXCLUDED.reaction, created_at = now()`);
    }
    const [counts] = await queryRows<{ helpful: number; not_helpful: number }>(tx, sql`
      SELECT count(*) FILTER (WHERE reaction = 'helpful')::int AS helpful,
             count(*) FILTER (WHERE reaction = 'not_helpful')::int AS not_helpful
      FROM review_reactions WHERE review_id = ${reviewId}`);
    return {
      review_id: reviewId,
      reactions: { helpful: Number(counts?.helpful ?? 0), not_helpful: Number(counts?.not_helpful ?? 0) },
      my_reaction: change.next,
    };
  });
}
