import { sql } from "drizzle-orm";
import type { Locale } from "../../../contract/locale.ts";
import type { PendingReview, RatingSummary, ReactionKind, ReactionResult, Review } from "../../../contract/review.ts";
import { ratingSummary, reviewerName, toggleReaction } from "../../domain/reviews.ts";
import { queryRows, type Database } from "../database.ts";
import { invalidateCatalog } from "./product/index.ts";

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

/** Whether this member has already reviewed this product (one review per member per product). */
export async function hasReviewed(db: Database, productId: number, memberId: number): Promise<boolean> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    SELECT id FROM reviews WHERE product_id = ${productId} AND member_id = ${memberId} LIMIT 1`);
  return row !== undefined;
}

/**
 * Writes a member's review, shown as "First L." (never the e-mail), and brings the product's card rating in line
 * with the review summary in the same transaction. "duplicate" when the member already reviewed this product (the
 * unique (product_id, member_id) index decides, so two parallel posts cannot both land).
 */
export async function createReview(
  db: Database,
  input: { productId: number; memberId: number; rating: number; text: string; locale: Locale },
): Promise<Review | "duplicate"> {
  const created = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [member] = await queryRows<{ first_name: string; last_name: string }>(tx, sql`
      SELECT first_name, last_name FROM members WHERE id = ${input.memberId}`);
    const author = reviewerName(member?.first_name ?? "", member?.last_name ?? "");
    const [row] = await queryRows<{ id: number; created_at: Date | string }>(tx, sql`
      INSERT INTO reviews (product_id, member_id, author_name, rating, text, locale)
      VALUES (${input.productId}, ${input.memberId}, ${author}, ${input.rating}, ${input.text}, ${input.locale})
      ON CONFLICT (product_id, member_id) DO NOTHING
      RETURNING id, created_at`);
    if (!row) return "duplicate" as const;
    // Lock the product row so parallel reviews of one product compute the summary one after the other.
    await tx.execute(sql`SELECT id FROM products WHERE id = ${input.productId} FOR UPDATE`);
    const summary = await reviewSummary(tx, input.productId);
    await tx.execute(sql`
      UPDATE products SET rating = ${summary.average}, rating_count = ${summary.count} WHERE id = ${input.productId}`);
    const review: Review = {
      id: Number(row.id), product_id: input.productId, rating: input.rating, text: input.text, author,
      created_at: iso(row.created_at), reactions: { helpful: 0, not_helpful: 0 }, my_reaction: null,
    };
    return review;
  });
  // Cards show the rating: drop cached listings so they pick up the new summary.
  if (created !== "duplicate") invalidateCatalog(db);
  return created;
}

/**
 * Products the member can review now: those in the member's carts that they have not reviewed yet, newest line first
 * (docs/decisions/0071: no orders exist yet, so `purchased_at` is null; orders will add their products here).
 */
export async function pendingReviews(
  db: Database, memberId: number, page: number, perPage: number, locale: Locale,
): Promise<{ items: PendingReview[]; total: number }> {
  const rows = await queryRows<{ product_id: number; slug: string; name: string; image: string; total: number }>(db, sql`
    SELECT p.id AS product_id, p.slug, ${locale === "th" ? sql`p.name_th` : sql`p.name_en`} AS name, p.image,
      count(*) OVER ()::int AS total
    FROM (
      SELECT ci.product_id, max(ci.created_at) AS added_at
      FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
      WHERE c.member_id = ${memberId}
      GROUP BY ci.product_id
    ) mine
    JOIN products p ON p.id = mine.product_id
    WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id AND r.member_id = ${memberId})
    ORDER BY mine.added_at DESC, p.id
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    // Past the last page the window count is not there: count on its own.
    const [row] = await queryRows<{ n: number }>(db, sql`
      SELECT count(DISTINCT ci.product_id)::int AS n FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
      WHERE c.member_id = ${memberId}
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = ci.product_id AND r.member_id = ${memberId})`);
    total = Number(row?.n ?? 0);
  }
  return {
    items: rows.map((r) => ({
      product_id: Number(r.product_id), slug: r.slug, name: r.name, image: r.image, purchased_at: null,
    })),
    total,
  };
}
