import { Box, Button, Flex, Grid, Text } from "@chakra-ui/react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Select, useLingui } from "@lingui/react/macro";
import {
  defaultSort, type ProductFilterFacets, type ProductListParams, type ProductListQuery, type ProductSummary,
} from "#contract/product.ts";
import type { PageMeta } from "#contract/envelope.ts";
import { formatCount } from "#contract/numbers.ts";
import type { Infer } from "superstruct";
import { pluralCategory } from "#lib/plural.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { FilterPanel } from "../components/FilterPanel.tsx";
import { Pagination } from "../components/Pagination.tsx";
import { ProductGrid, ProductGridSkeleton } from "../components/ProductGrid.tsx";
import { SortSelect } from "../components/SortSelect.tsx";
import { pageCount } from "../components/listing-state.ts";
import { HydrateApart } from "#components/page/HydrateApart.tsx";

const FilterDrawer = lazy(() => import("../components/FilterDrawer.tsx").then((m) => ({ default: m.FilterDrawer })));

export type ListingData = { data: ProductSummary[]; meta: Infer<typeof PageMeta> };

export type ListingTemplateProps = {
  eyebrow: string;
  title: string;
  heading?: ReactNode;
  lead?: string;
  head?: { title?: string; description?: string; keywords?: readonly string[] };
  query: ProductListQuery;
  list: { data: ListingData | undefined; loading: boolean; failed: boolean; reload: () => void };
  facets: ProductFilterFacets | undefined;
  /** Whether the filter panel offers category radios (not on a search result page). */
  showCategories?: boolean;
  /** Whether the listing has filters at all (the search page keeps only sort and pages). */
  filters?: boolean;
  onChange: (change: Partial<ProductListParams>) => void;
  onClear: () => void;
  hrefForPage: (page: number) => string;
  /** Shown when nothing matches (the search page says "Not found"). */
  empty?: ReactNode;
};

/** A product listing: heading, filter sidebar (a drawer on phones), sort, grid with skeletons, pagination. */
export function ListingTemplate(props: ListingTemplateProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocalePath();
  const { query, list, facets, filters = true } = props;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const total = list.data?.meta.total;
  const totalShown = formatCount(total ?? 0);
  const form = pluralCategory(i18n.locale, total ?? 0);
  const active = (query.brand?.length ?? 0) + (query.price_min !== undefined || query.price_max !== undefined ? 1 : 0);
  const panel = (scope: "sidebar" | "drawer") => (
    <FilterPanel facets={facets} query={query} locale={locale} showCategories={props.showCategories}
      onChange={props.onChange} onClear={props.onClear} scope={scope} />
  );

  return (
    <PageFrame eyebrow={props.eyebrow} title={props.title} heading={props.heading} lead={props.lead} head={props.head}>
      <Grid templateColumns={{ base: "1fr", lg: filters ? "240px 1fr" : "1fr" }} gap={{ base: "6", lg: "10" }}
        alignItems="start">
        {filters ? (
          <Box as="aside" aria-label={t`Filters`} display={{ base: "none", lg: "block" }} position="sticky" top="24">
            <HydrateApart>{panel("sidebar")}</HydrateApart>
          </Box>
        ) : null}
        <Box minW="0">
          <Flex justifyContent="space-between" alignItems="center" gap="3" borderBottomWidth="1px" borderColor="border"
            pb="3" mb="6" wrap="wrap">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {total === undefined ? t`Loading products…`
                : <Select value={form} _one={`${totalShown} product`} other={`${totalShown} products`} />}
            </Text>
            <HydrateApart><Flex gap="2" alignItems="center">
              {filters ? (
                <Button display={{ base: "inline-flex", lg: "none" }} size="sm" variant="outline" borderRadius="full"
                  onClick={() => { setDrawerUsed(true); setDrawerOpen(true); }}>
                  {active > 0 ? t`Filters (${active})` : t`Filters`}
                </Button>
              ) : null}
              {total === 0 ? null : <SortSelect value={query.sort}
                fallback={defaultSort({ searching: Boolean(query.search), type: query.type })}
                onChange={(sort) => props.onChange({ sort })} />}
            </Flex></HydrateApart>
          </Flex>

          {list.failed && !list.data ? (
            <EmptyState title={t`We could not load the products`} text={t`Check your connection and try again.`}
              action={<Button colorPalette="brand" borderRadius="full" onClick={list.reload}>{t`Try again`}</Button>} />
          ) : !list.data ? (
            <ProductGridSkeleton />
          ) : list.data.data.length === 0 ? (
            props.empty ?? (
              <EmptyState title={t`No products match these filters`} text={t`Try fewer brands or a wider price range.`}
                action={active > 0 ? <Button colorPalette="brand" borderRadius="full" onClick={props.onClear}>
                  {t`Clear filters`}</Button> : undefined} />
            )
          ) : (
            <Box opacity={list.loading ? 0.55 : 1} transition="opacity 0.2s" aria-busy={list.loading}>
              <ProductGrid products={list.data.data} label={props.title} />
            </Box>
          )}
          {list.data ? (
            <HydrateApart>
              <Pagination page={query.page} last={pageCount(list.data.meta.total, list.data.meta.per_page)}
                hrefFor={props.hrefForPage} />
            </HydrateApart>
          ) : null}
        </Box>
      </Grid>

      {/* Mounted once first opened: a closed drawer would only cost a phone's hydration its dialog machine. */}
      {filters && drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} showLabel={total === undefined ? t`Show products`
            : <Select value={form} _one={`Show ${totalShown} product`} other={`Show ${totalShown} products`} />}>
            {panel("drawer")}
          </FilterDrawer>
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
