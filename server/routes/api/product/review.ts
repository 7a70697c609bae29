import type { FastifyPluginAsync } from "fastify";
import {
  CreateReview, PendingReviewQuery, ReactionRequest, ReviewCheckQuery, ReviewListQuery,
} from "#contract/review.ts";
import { reviewCheck } from "#domain/reviews.ts";
import { productExists } from "#db/repositories/product/index.ts";
import {
  createReview, listReviews, memberReviewCheck, pendingReviews, reactToReview,
} from "#db/repositories/review.ts";
import { ApiError } from "#plugins/api-error.ts";
import { requestLocale } from "#plugins/locale.ts";
import { memberOf, requestMember, requireMember } from "#plugins/member.ts";
import { validated } from "#plugins/validation.ts";

const productNotFound = () => new ApiError(404, "product_not_found");

/**
 * Reviews, under /api/product/review. Reading is public. A signed-in member may review a product once, with a
 * completed order containing it (docs/decisions/0076). Pending, reacting and writing answer 401 to guests before the
 * body is read.
 */
const review: FastifyPluginAsync = async (app) => {
  // The product check runs beside the reads (no extra round trip); an unknown product still answers 404.
  app.get("/", validated({ query: ReviewListQuery }, async ({ query }, req) => {
    const member = requestMember(req);
    const [exists, { items, total, summary }] = await Promise.all([
      productExists(app.db, query.product_id),
      listReviews(app.db, query.product_id, query.page, query.per_page, member?.key ?? null),
    ]);
    if (!exists) throw productNotFound();
    return { data: items, meta: { page: query.page, per_page: query.per_page, total }, summary };
  }));

  app.get("/check", validated({ query: ReviewCheckQuery }, async ({ query }, req) => {
    const member = requestMember(req);
    // A member's check is one query (it knows whether the product exists); a guest's only asks that.
    const check = member
      ? await memberReviewCheck(app.db, query.product_id, member.id)
      : (await productExists(app.db, query.product_id))
        ? reviewCheck({ signedIn: false, purchased: false, alreadyReviewed: false })
        : "product_not_found";
    if (check === "product_not_found") throw productNotFound();
    return { data: check };
  }));

  app.get("/pending", { onRequest: requireMember, ...validated({ query: PendingReviewQuery },
    async ({ query }, req) => {
    const member = memberOf(req);
    const { items, total } = await pendingReviews(app.db, member.id, query.page, query.per_page, requestLocale(req));
    return { data: items, meta: { page: query.page, per_page: query.per_page, total } };
  }) });

  app.post("/reaction", { onRequest: requireMember, ...validated({ body: ReactionRequest }, async ({ body }, req) => {
    const member = memberOf(req);
    const data = await reactToReview(app.db, body.review_id, member.key, body.reaction);
    if (!data) throw new ApiError(404, "review_not_found");
    return { data };
  }) });

  // The check's rule, decided inside the insert's transaction: without a completed order of the product 403
  // review_not_allowed; one review per member per product, the second answers 409 conflict (the check:
  // already_reviewed).
  app.post("/", { onRequest: requireMember, ...validated({ body: CreateReview }, async ({ body }, req) => {
    const member = memberOf(req);
    const created = await createReview(app.db, {
      productId: body.product_id, memberId: member.id, rating: body.rating, text: body.text, locale: requestLocale(req),
    });
    if (created === "product_not_found") throw productNotFound();
    if (created === "not_purchased") throw new ApiError(403, "review_not_allowed");
    if (created === "already_reviewed") throw new ApiError(409, "conflict");
    return { data: created };
  }) });
};

export default review;
