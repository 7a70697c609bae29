import type { FastifyPluginAsync } from "fastify";
import {
  CreateReview, PendingReviewQuery, ReactionRequest, ReviewCheckQuery, ReviewListQuery,
} from "../../../../contract/review.ts";
import { reviewCheck } from "../../../domain/reviews.ts";
import { productExists } from "../../../db/repositories/product/index.ts";
import { listReviews, reactToReview } from "../../../db/repositories/review.ts";
import { ApiError } from "../../../plugins/api-error.ts";
import { requestMember, requireMember } from "../../../plugins/member.ts";
import { validated } from "../../../plugins/validation.ts";

const productNotFound = () => new ApiError(404, "product_not_found");

/**
 * Reviews, under /api/product/review. Reading is public. Checking answers every guest "sign in first"; pending,
 * reacting and writing need a member and answer 401 until the accounts issue brings members (docs/decisions/0023).
 */
const review: FastifyPluginAsync = async (app) => {
  app.get("/", validated({ query: ReviewListQuery }, async ({ query }, req) => {
    if (!(await productExists(app.db, query.product_id))) throw productNotFound();
    const member = requestMember(req);
    const { items, total, summary } = await listReviews(app.db, query.product_id, query.page, query.per_page, member?.key ?? null);
    return { data: items, meta: { page: query.page, per_page: query.per_page, total }, summary };
  }));

  app.get("/check", validated({ query: ReviewCheckQuery }, async ({ query }, req) => {
    if (!(await productExists(app.db, query.product_id))) throw productNotFound();
    // Purchases arrive with orders; until then a member (none yet) would be "not purchased".
    return { data: reviewCheck({ signedIn: requestMember(req) !== null, purchased: false, alreadyReviewed: false }) };
  }));

  app.get("/pending", { onRequest: requireMember, ...validated({ query: PendingReviewQuery }, async ({ query }) => ({
    data: [], meta: { page: query.page, per_page: query.per_page, total: 0 },
  })) });

  app.post("/reaction", { onRequest: requireMember, ...validated({ body: ReactionRequest }, async ({ body }, req) => {
    const member = requestMember(req);
    if (!member) throw new ApiError(401, "unauthorized");
    const data = await reactToReview(app.db, body.review_id, member.key, body.reaction);
    if (!data) throw new ApiError(404, "review_not_found");
    return { data };
  }) });

  // Refused until members and completed orders exist: the check can never allow it yet.
  app.post("/", { onRequest: requireMember, ...validated({ body: CreateReview }, async () => {
    throw new ApiError(403, "review_not_allowed");
  }) });
};

export default review;
