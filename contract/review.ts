import {
  array, boolean, defaulted, enums, integer, max, min, nullable, number, object, optional, size, string, type,
  type Infer,
} from "superstruct";
import { dataOf, PageMeta, pageOf } from "./envelope.ts";
import { Id } from "./id.ts";
import { Count, fromString, MAX_PAGE, ProductId, queryInt } from "./product.ts";

// Spec §7 Products: review/check, review/, review/pending/, review/reaction, review (create). Review text is stored
// as plain text and rendered inert (never as HTML).

/** Codes the review calls answer on top of contract/errors.ts (to be merged into ERROR_CODES by its owner). */
export const REVIEW_ERROR_CODES = ["review_not_allowed", "review_not_found"] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

export const REVIEW_PER_PAGE = 10;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;

/** A star rating in a JSON body: a whole number 1..5 (strings and halves are refused). */
export const Rating = max(min(integer(), 1), 5);
export type Rating = Infer<typeof Rating>;

export const REACTIONS = ["helpful", "not_helpful"] as const;
export const ReactionKind = enums(REACTIONS);
export type ReactionKind = Infer<typeof ReactionKind>;

// GET api/product/review/?product_id=&page=&per_page= -> ReviewListResponse
/** Page and page size of review lists, with their defaults. */
const reviewPaging = {
  page: defaulted(queryInt(1, MAX_PAGE), 1),
  per_page: defaulted(queryInt(1, 50), REVIEW_PER_PAGE),
};

export const ReviewListQuery = object({ product_id: ProductId, ...reviewPaging });
export type ReviewListQuery = Infer<typeof ReviewListQuery>;

export const Review = object({
  id: number(),
  product_id: number(),
  rating: Rating,
  /** Plain text; render it as text. */
  text: string(),
  /** A display name such as "Nok W."; never the e-mail. */
  author: string(),
  /** ISO 8601. */
  created_at: string(),
  reactions: object({ helpful: Count, not_helpful: Count }),
  /** The signed-in member's own reaction; null for guests and members who did not react. */
  my_reaction: nullable(ReactionKind),
});
export type Review = Infer<typeof Review>;

/** Average to one decimal (0 when there are no reviews), the count, and how many reviews gave each star. */
export const RatingSummary = object({
  average: max(min(number(), 0), 5),
  count: Count,
  stars: object({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count }),
});
export type RatingSummary = Infer<typeof RatingSummary>;

/** A page of reviews plus the summary over all of the product's reviews (not just this page). */
export const ReviewListResponse = type({ data: array(Review), meta: PageMeta, summary: RatingSummary });
export type ReviewListResponse = Infer<typeof ReviewListResponse>;

// GET api/product/review/check/?product_id= -> dataOf(ReviewCheck). Allowed: a signed-in member with a completed
// order containing the product and no review of it yet.
export const ReviewCheckQuery = object({ product_id: ProductId });
export type ReviewCheckQuery = Infer<typeof ReviewCheckQuery>;

export const REVIEW_REFUSALS = ["sign_in_required", "not_purchased", "already_reviewed"] as const;
export const ReviewRefusal = enums(REVIEW_REFUSALS);
export type ReviewRefusal = Infer<typeof ReviewRefusal>;

export const ReviewCheck = object({ allowed: boolean(), reason: optional(ReviewRefusal) });
export type ReviewCheck = Infer<typeof ReviewCheck>;
export const ReviewCheckResponse = dataOf(ReviewCheck);

// GET api/product/review/pending/?page=&per_page= -> pageOf(PendingReview[]): the member's products awaiting a review,
// bought in a completed order and not reviewed yet, the newest purchase first (decision 0076).
export const PendingReviewQuery = object(reviewPaging);
export type PendingReviewQuery = Infer<typeof PendingReviewQuery>;

export const PendingReview = object({
  product_id: number(),
  slug: string(),
  name: string(),
  image: string(),
  /**
   * When the latest completed order containing it was completed, ISO 8601. Always set since orders exist (decision
   * 0076); nullable because decision 0071 answered null before them.
   */
  purchased_at: nullable(string()),
});
export type PendingReview = Infer<typeof PendingReview>;
export const PendingReviewResponse = pageOf(array(PendingReview));

/** Review text: surrounding whitespace trimmed, then 10..2000 characters. */
export const ReviewText = fromString(size(string(), REVIEW_TEXT_MIN, REVIEW_TEXT_MAX), (v) => v.trim());

// POST api/product/review -> dataOf(Review); 403 review_not_allowed without a completed order of the product, 409
// conflict when the member already reviewed it (the check's not_purchased and already_reviewed).
export const CreateReview = object({ product_id: ProductId, rating: Rating, text: ReviewText });
export type CreateReview = Infer<typeof CreateReview>;
export const ReviewResponse = dataOf(Review);

// POST api/product/review/reaction -> dataOf(ReactionResult). One reaction per member per review: sending the
// same reaction again removes it; sending the other one switches to it.
export const ReactionRequest = object({ review_id: Id, reaction: ReactionKind });
export type ReactionRequest = Infer<typeof ReactionRequest>;

export const ReactionResult = object({
  review_id: number(),
  reactions: object({ helpful: Count, not_helpful: Count }),
  my_reaction: nullable(ReactionKind),
});
export type ReactionResult = Infer<typeof ReactionResult>;
export const ReactionResponse = dataOf(ReactionResult);
