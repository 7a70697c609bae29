import { useCallback, useMemo, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { ProductListParams } from "#contract/product.ts";
import { fetchProductFacets, fetchProducts } from "#api/product.ts";
import { listingQuery, listingSearch, withChange,
  type FixedQuery } from "#features/catalog/components/listing-state.ts";
import { ListingTemplate } from "#features/catalog/templates/ListingTemplate.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { useQuery } from "#lib/use-query.ts";

export type CatalogListingProps = {
  eyebrow: string;
  title: string;
  heading?: ReactNode;
  lead?: string;
  head?: { title?: string; description?: string; keywords?: readonly string[] };
  /** What the route fixes: the category of /product/serum, the type of /product/sale, the term of a search. */
  fixed: FixedQuery;
  filters?: boolean;
  empty?: ReactNode;
};

/**
 * A listing page wired to the API and the URL: the query is read from the URL (productQueryFromUrl) and every
 * change is written back to it (replace for nothing, push for each change), so back and reload keep the state.
 * On a category page, picking another category goes to that category's own page.
 */
export function CatalogListing({ fixed, ...rest }: CatalogListingProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to, bare } = useLocalePath();
  const query = useMemo(() => listingQuery(params, fixed), [params, fixed]);
  // The path carries the category or type; a search term stays in the query string.
  const pathFixed = useMemo<FixedQuery>(() => ({ category: fixed.category, type: fixed.type }),
    [fixed.category, fixed.type]);
  const key = listingSearch(query, {});

  const list = useQuery(["products", key], (signal) => fetchProducts(query, { signal }));
  const facets = useQuery(["facets", listingSearch({ ...query, sort: undefined, page: undefined, per_page: undefined },
    {})],
    (signal) => fetchProductFacets(query, { signal }));

  const hrefFor = useCallback((next: ProductListParams, path = bare) => {
    const search = listingSearch(next, path === bare ? pathFixed : {});
    return to(path) + (search ? `?${search}` : "");
  }, [bare, pathFixed, to]);

  const onChange = useCallback((change: Partial<ProductListParams>) => {
    const next = withChange(query, change);
    if (fixed.category !== undefined && "category" in change) {
      // Category pages have their own URL (and dark theme); "All categories" is the plain listing.
      const path = change.category ? `/product/${change.category}` : "/product";
      const search = listingSearch({ ...next, category: undefined }, {});
      navigate(to(path) + (search ? `?${search}` : ""));
      return;
    }
    navigate(hrefFor(next), { preventScrollReset: "page" in change ? false : true });
  }, [query, fixed.category, navigate, to, hrefFor]);

  const onClear = useCallback(() => {
    navigate(hrefFor({ sort: query.sort, ...fixed }), { preventScrollReset: true });
  }, [navigate, hrefFor, query.sort, fixed]);

  return (
    <ListingTemplate {...rest} query={query} facets={facets.data}
      list={{ data: list.data, loading: list.status === "loading", failed: list.status === "error",
        reload: list.reload }}
      showCategories={fixed.search === undefined}
      onChange={onChange} onClear={onClear} hrefForPage={(page) => hrefFor({ ...query, page })} />
  );
}
