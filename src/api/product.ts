import { Routine } from "#contract/skin-quiz.ts";
import { array, type Infer } from "superstruct";
import { pageOf } from "#contract/envelope.ts";
import {
  NotifyResult, ProductDetail, ProductFilterFacets, ProductSummary, productQueryString, type Concern,
  type ProductListParams, type RoutineStep,
} from "#contract/product.ts";
import {
  ReactionResult, Review, ReviewCheck, ReviewListResponse, type ReactionKind,
} from "#contract/review.ts";
import { getBody, getData, postData, withQuery, type CallOptions } from "./client.ts";

// Spec §7 Products. Every answer is validated against the contract before a page sees it.

export const ProductPage = pageOf(array(ProductSummary));
export type ProductPage = Infer<typeof ProductPage>;

/** The listing query as its URL form (brands comma-joined, blanks dropped), so the API sees what the URL holds. */
const listPath = (path: string, params: ProductListParams) => {
  const query = productQueryString(params);
  return query ? `${path}?${query}` : path;
};

/** GET api/product/: the listing, rails, category pages and search results. */
export const fetchProducts = (params: ProductListParams, options?: CallOptions) =>
  getBody(listPath("api/product/", params), ProductPage, options);

/** GET api/product/filter: categories and brands with counts, and the price bounds, for the current query. */
export const fetchProductFacets = (params: ProductListParams, options?: CallOptions) => {
  const { category, type, brand, price_min, price_max, search } = params;
  return getData(listPath("api/product/filter", { category, type, brand, price_min, price_max, search }),
    ProductFilterFacets, options);
};

export const fetchGiftProducts = (page = 1, perPage = 24, options?: CallOptions) =>
  getBody(withQuery("api/product/gift", { page, per_page: perPage }), ProductPage, options);

export const fetchHabitProducts = (query: { concern?: Concern; step?: RoutineStep; limit?: number },
  options?: CallOptions) =>
  getData(withQuery("api/product/habit", query), array(ProductSummary), options);

/** GET api/product/{id or slug}: the product in the requested language, with gallery and texts. */
export const fetchProduct = (idOrSlug: string, options?: CallOptions) =>
  getData(`api/product/${encodeURIComponent(idOrSlug)}`, ProductDetail, options);

export const fetchSimilarProducts = (id: number, limit = 8, options?: CallOptions) =>
  getData(withQuery("api/product/similar", { id, limit }), array(ProductSummary), options);

/** One request per e-mail and product; a repeat answers `created: false` (not an error). */
export const requestRestockNotice = (productId: number, email: string, options?: CallOptions) =>
  postData("api/product/notify", { product_id: productId, email }, NotifyResult, options);

/** A page of reviews and the rating summary over all of them. */
export const fetchReviews = (productId: number, page = 1, options?: CallOptions) =>
  getBody(withQuery("api/product/review/", { product_id: productId, page }), ReviewListResponse, options);

/** Sending the same reaction again removes it; the other one switches to it. Members only (401 otherwise). */
export const reactToReview = (reviewId: number, reaction: ReactionKind, options?: CallOptions) =>
  postData("api/product/review/reaction", { review_id: reviewId, reaction }, ReactionResult, options);

/** May the signed-in member review this product? Guests are told `sign_in_required` (or 401). */
export const checkReviewAllowed = (productId: number, options?: CallOptions) =>
  getData(withQuery("api/product/review/check", { product_id: productId }), ReviewCheck, options);

/**
 * POST api/product/review: one review per member and product (409 `conflict` for a second one; 400 with `errors`
 * for a bad rating or text). The page asks review/check first and shows the form only when it allows.
 */
export const createReview = (productId: number, rating: number, text: string, options?: CallOptions) =>
  postData("api/product/review", { product_id: productId, rating, text }, Review, options);

export type { ProductDetail, ProductFilterFacets, ProductSummary };

/** The skin quiz's routine for the answers, as their query string (contract/skin-quiz.ts `answersQuery`). */
export const fetchQuizRoutine = (query: string, options?: CallOptions) =>
  getData(`api/product/habit/routine?${query}`, Routine, options);
