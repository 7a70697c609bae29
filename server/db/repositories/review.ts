import { sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import type {
  PendingReview, RatingSummary, ReactionKind, ReactionResult, Review, ReviewCheck, ReviewRefusal,
} from "#contract/review.ts";
import { ratingSummary, reviewCheck, reviewerName, toggleReaction } from "#domain/reviews.ts";
import { queryRows, type Database } from "../database.ts";
import type { OrderStatus } from "../schema/orders.ts";
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
        (SELECT count(*)::int FROM review_reactions x WHERE x.review_id = r.id
        AND x.reaction = 'not_helpful') AS not_helpful,
        (SELECT x.reaction FROM review_reactions x WHERE x.review_id = r.id
        AND x.member_key = ${memberKey ?? ""}) AS mine
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
        INSERT INTO review_reactions (review_id, member_key, reaction)
        VALUES (${reviewId}, ${memberKey}, ${change.next})
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

const COMPLETED: OrderStatus = "completed";

/**
 * The member's purchases that count for reviews (decision 0076): lines of their completed orders, with the date the
 * order was completed. Pending, processing, in-transit and failed orders do not count.
 */
const completedPurchases = (memberId: number, only: { productId?: number; lock?: boolean } = {}) => sql`
  SELECT oi.product_id, o.completed_at FROM order_items oi JOIN orders o ON o.id = oi.order_id
  WHERE o.member_id = ${memberId} AND o.status = ${COMPLETED}
  ${only.productId === undefined ? sql`` : sql`AND oi.product_id = ${only.productId}`}
  ${only.lock ? sql`FOR SHARE OF o` : sql``}`;

type Standing = { purchased: boolean; alreadyReviewed: boolean };

/**
 * What the review check needs for a member and a product, in one query: the product exists, a completed order
 * contains it, a review of it exists already. With `lock`, the completed order found is locked (FOR SHARE) until the
 * transaction ends, so it cannot stop counting between the check and the insert. Undefined: no such product.
 */
async function reviewStanding(db: Database, productId: number, memberId: number,
  lock = false): Promise<Standing | undefined> {
  const [row] = await queryRows<{ product: boolean; purchased: boolean; reviewed: boolean }>(db, sql`
    SELECT
      EXISTS (SELECT 1 FROM products WHERE id = ${productId}) AS product,
      EXISTS (${completedPurchases(memberId, { productId, lock })}) AS purchased,
      EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = ${productId} AND r.member_id = ${memberId}) AS reviewed`);
  if (row?.product !== true) return undefined;
  return { purchased: row.purchased === true, alreadyReviewed: row.reviewed === true };
}

/** review/check for a signed-in member: allowed with a completed order of the product and no review of it yet. */
export async function memberReviewCheck(
  db: Database, productId: number, memberId: number,
): Promise<ReviewCheck | "product_not_found"> {
  const standing = await reviewStanding(db, productId, memberId);
  return standing ? reviewCheck({ signedIn: true, ...standing }) : "product_not_found";
}

/**
 * Recomputes a product's rating and rating count from its reviews, inside the caller's transaction (a review written
 * or deleted). The product row is locked first, so parallel changes to one product's reviews take turns. `FOR NO KEY
 * UPDATE` (what the UPDATE below takes anyway) rather than `FOR UPDATE`: a cart line's foreign-key check shares the
 * product row and must not wait for a review to commit.
 */
export async function refreshProductRating(tx: Database, productId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM products WHERE id = ${productId} FOR NO KEY UPDATE`);
  const summary = await reviewSummary(tx, productId);
  await tx.execute(
    sql`UPDATE products SET rating = ${summary.average}, rating_count = ${summary.count} WHERE id = ${productId}`);
}

/**
 * Writes a member's review, shown as "First L." (never the e-mail), and brings the product's card rating in line
 * with the review summary in the same transaction. The review check runs inside that transaction first: without a
 * completed order of the product it answers "not_purchased" and stores nothing; "already_reviewed" when the member
 * already reviewed it (the unique (product_id, member_id) index decides, so two parallel posts cannot both land).
 */
export async function createReview(
  db: Database,
  input: { productId: number; memberId: number; rating: number; text: string; locale: Locale },
): Promise<Review | Exclude<ReviewRefusal, "sign_in_required"> | "product_not_found"> {
  const created = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const standing = await reviewStanding(tx, input.productId, input.memberId, true);
    if (!standing) return "product_not_found" as const;
    const check = reviewCheck({ signedIn: true, ...standing });
    if (!check.allowed) return check.reason === "not_purchased" ? "not_purchased" as const
      : "already_reviewed" as const;
    const [member] = await queryRows<{ first_name: string; last_name: string }>(tx, sql`
      SELECT first_name, last_name FROM members WHERE id = ${input.memberId}`);
    const author = reviewerName(member?.first_name ?? "", member?.last_name ?? "");
    const [row] = await queryRows<{ id: number; created_at: Date | string }>(tx, sql`
      INSERT INTO reviews (product_id, member_id, author_name, rating, text, locale)
      VALUES (${input.productId}, ${input.memberId}, ${author}, ${input.rating}, ${input.text}, ${input.locale})
      ON CONFLICT (product_id, member_id) DO NOTHING
      RETURNING id, created_at`);
    if (!row) return "already_reviewed" as const;
    await refreshProductRating(tx, input.productId);
    const review: Review = {
      id: Number(row.id), product_id: input.productId, rating: input.rating, text: input.text, author,
      created_at: iso(row.created_at), reactions: { helpful: 0, not_helpful: 0 }, my_reaction: null,
    };
    return review;
  });
  // Cards show the rating: drop cached listings so they pick up the new summary.
  if (typeof created !== "string") invalidateCatalog(db);
  return created;
}

/**
 * The member's products awaiting a review: bought in a completed order and not reviewed yet, the newest purchase
 * first, each dated by the completion of its latest completed order (decision 0076).
 */
export async function pendingReviews(
  db: Database, memberId: number, page: number, perPage: number, locale: Locale,
): Promise<{ items: PendingReview[]; total: number }> {
  const unreviewed = sql`
    SELECT bought.product_id, max(bought.completed_at) AS purchased_at
    FROM (${completedPurchases(memberId)}) bought
    WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = bought.product_id AND r.member_id = ${memberId})
    GROUP BY bought.product_id`;
  const rows = await queryRows<{
    product_id: number; slug: string; name: string; image: string; purchased_at: Date | string; total: number;
  }>(db, sql`
    SELECT p.id AS product_id, p.slug, ${locale === "th" ? sql`p.name_th` : sql`p.name_en`} AS name, p.image,
      mine.purchased_at, count(*) OVER ()::int AS total
    FROM (${unreviewed}) mine JOIN products p ON p.id = mine.product_id
    ORDER BY mine.purchased_at DESC, p.id
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    // Past the last page the window count is not there: count on its own.
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${unreviewed}) mine`);
    total = Number(row?.n ?? 0);
  }
  return {
    items: rows.map((r) => ({
      product_id: Number(r.product_id), slug: r.slug, name: r.name, image: r.image, purchased_at: iso(r.purchased_at),
    })),
    total,
  };
}
