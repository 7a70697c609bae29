import {
  PRODUCT_PER_PAGE, productQueryFromUrl, productQueryString, type ProductListParams, type ProductListQuery,
} from "#contract/product.ts";

/**
 * Listing state lives in the URL so back, reload and shared links keep it. The route may fix part of the query
 * (the category of /product/serum, the type of /product/sale, the term of a search): those keys are not repeated
 * in the query string, and defaults (page 1, 24 per page) are left out so a fresh listing has a clean URL.
 */
export type FixedQuery = Pick<ProductListParams, "category" | "type" | "search">;

/** The effective query: what the URL says, with the route's fixed keys on top. */
export function listingQuery(search: URLSearchParams, fixed: FixedQuery): ProductListQuery {
  const fromUrl = productQueryFromUrl(search);
  const query: ProductListQuery = { ...fromUrl };
  for (const [key, value] of Object.entries(fixed)) if (value !== undefined) Object.assign(query, { [key]: value });
  return query;
}

/** The query string for `query` on a route that fixes `fixed` ("" for the plain listing). */
export function listingSearch(query: ProductListParams, fixed: FixedQuery): string {
  const rest: ProductListParams = { ...query };
  for (const key of Object.keys(fixed) as (keyof FixedQuery)[]) if (fixed[key] !== undefined) delete rest[key];
  if (rest.page === 1) delete rest.page;
  if (rest.per_page === PRODUCT_PER_PAGE) delete rest.per_page;
  if (rest.brand && rest.brand.length === 0) delete rest.brand;
  return productQueryString(rest);
}

/** A filter change starts again from page 1; only a page change keeps the other keys as they are. */
export function withChange(query: ProductListQuery, change: Partial<ProductListParams>): ProductListParams {
  const next: ProductListParams = { ...query, ...change };
  if (!("page" in change)) next.page = 1;
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key as keyof ProductListParams];
  return next;
}

/** How many filters the shopper set (for the "Filters (2)" button on phones). */
export function activeFilterCount(query: ProductListParams, fixed: FixedQuery): number {
  let count = query.brand?.length ?? 0;
  if (query.price_min !== undefined || query.price_max !== undefined) count += 1;
  if (query.category !== undefined && fixed.category === undefined) count += 1;
  return count;
}

export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / Math.max(1, perPage)));
