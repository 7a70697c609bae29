import { useCallback, useState } from "react";
import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { ReactionKind } from "#contract/review.ts";
import { ApiError } from "#api/errors.ts";
import {
  checkReviewAllowed, createReview, fetchProduct, fetchReviews, fetchSimilarProducts, reactToReview,
  requestRestockNotice,
} from "#api/product.ts";
import { withMinDelay } from "#api/client.ts";
import { DetailSkeleton, DetailTemplate } from "#features/catalog/templates/DetailTemplate.tsx";
import { useMember } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { ErrorView } from "../layout/RouteError.tsx";
import { useSeo } from "../use-seo.ts";

/**
 * /product/detail/{slug}: the product in the current language. The page head comes from api/general/seo when the
 * shop has an entry for this path; otherwise the product's own name and description (never the slug).
 */
export function Component() {
  const { t } = useLingui();
  const { slug = "" } = useParams();
  const seo = useSeo();
  const { signedIn, user } = useMember();
  // Whose view this is: the check and each review's own reaction differ per member.
  const viewer = signedIn ? user?.email ?? "member" : "guest";
  const [reviewPage, setReviewPage] = useState(1);

  const product = useQuery(["product", slug], (signal) => fetchProduct(slug, { signal }), { enabled: slug !== "" });
  const id = product.data?.slug === slug ? product.data.id : undefined;
  const similar = useQuery(["similar", id], (signal) => fetchSimilarProducts(id!, 8, { signal }),
    { enabled: id !== undefined });
  const reviews = useQuery(["reviews", id, reviewPage, viewer], (signal) => fetchReviews(id!, reviewPage, { signal }),
    { enabled: id !== undefined });
  const check = useQuery(["review-check", id, viewer], (signal) => checkReviewAllowed(id!, { signal }),
    { enabled: id !== undefined && signedIn });
  const { reload: reloadReviews } = reviews;
  const { reload: reloadCheck } = check;
  const { reload: reloadProduct } = product;

  const onReview = useCallback(async (draft: { rating: number; text: string }) => {
    try {
      await withMinDelay(createReview(id!, draft.rating, draft.text));
      // The new review is the newest: show page 1, the new summary, the card rating, and the check's "reviewed".
      setReviewPage(1);
      reloadReviews();
      reloadCheck();
      reloadProduct();
      return { ok: true as const };
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        reloadCheck();
        return { ok: false as const, message: t`You have already reviewed this product.` };
      }
      if (error instanceof ApiError && error.code === "review_not_allowed") {
        // No completed order of it (any more): the check then shows why instead of the form.
        reloadCheck();
        return { ok: false as const,
          message:
            t`Reviews are written by members who bought this product. You can review it once your order is delivered.` };
      }
      if (error instanceof ApiError && error.status === 401) {
        return { ok: false as const, message: t`Please log in again to send your review.` };
      }
      if (error instanceof ApiError && error.code === "validation_failed") {
        const field = error.errors?.rating ? "rating" as const : error.errors?.text ? "text" as const : undefined;
        const message = field === "rating" ? t`Choose a rating from 1 to 5 stars.`
          : t`Check your review and try again.`;
        return { ok: false as const, message, ...(field ? { field } : {}) };
      }
      return { ok: false as const, message: t`We could not send your review. Please try again.` };
    }
  }, [id, t, reloadReviews, reloadCheck, reloadProduct]);

  const onNotify = useCallback(async (email: string) => {
    try {
      const result = await withMinDelay(requestRestockNotice(id!, email));
      return { ok: true as const, created: result.created };
    } catch (error) {
      const message = error instanceof ApiError && error.code === "validation_failed"
        ? t`Enter an e-mail address like name@example.com.`
        : t`We could not save your request. Please try again.`;
      return { ok: false as const, message };
    }
  }, [id, t]);

  const onReact = useCallback(async (reviewId: number, reaction: ReactionKind) => {
    try {
      return { ok: true as const, result: await reactToReview(reviewId, reaction) };
    } catch (error) {
      return { ok: false as const, signIn: error instanceof ApiError && error.status === 401 };
    }
  }, []);

  if (!slug || (product.status === "error" && product.error instanceof ApiError && product.error.status === 404)) {
    return <ErrorView status={404} message={null} />;
  }
  if (product.status === "error" && !product.data) throw product.error;
  const data = product.data?.slug === slug ? product.data : undefined;
  if (!data) return <DetailSkeleton title={seo?.title || t`Product details`} />;

  const head = {
    title: seo?.title || data.name,
    description: seo?.description || firstSentence(data.description) || undefined,
    keywords: seo?.keywords,
  };
  return (
    <DetailTemplate product={data} head={head}
      similar={{ data: similar.data, loading: similar.status === "loading" }}
      reviews={{ data: reviews.data, loading: reviews.status === "loading", page: reviewPage, onPage: setReviewPage }}
      reviewCheck={check.data} onReview={onReview} onNotify={onNotify} onReact={onReact}
      onStockChanged={product.reload} />
  );
}

function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = trimmed.search(/[.!?。]\s/);
  return (end > 0 ? trimmed.slice(0, end + 1) : trimmed).slice(0, 160);
}
