import { Box, Button, Checkbox, Flex, Heading, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { ProductFilterFacets, ProductListQuery } from "#contract/product.ts";
import type { Locale } from "#contract/locale.ts";
import type { ProductListParams } from "#contract/product.ts";
import { PriceRange } from "./PriceRange.tsx";

/** Brands shown before "Show all brands". */
const BRANDS_SHOWN = 8;

export type FilterPanelProps = {
  facets: ProductFilterFacets | undefined;
  query: ProductListQuery;
  locale: Locale;
  /** False on pages whose route fixes the category through a type or search (category radios still show counts). */
  showCategories?: boolean;
  onChange: (change: Partial<ProductListParams>) => void;
  onClear: () => void;
  /**
   * Names its inputs' element ids ("sidebar", "drawer"): a listing renders the panel twice, and the sidebar, hidden
   * on a phone, may never hydrate there; ids from the render order could then repeat in the drawer's.
   */
  scope?: string;
};

/** Price range, category radios and brand checkboxes with counts for the current query (api/product/filter). */
export function FilterPanel(
  { facets, query, locale, showCategories = true, onChange, onClear, scope = "filters" }: FilterPanelProps,
) {
  const { t } = useLingui();
  const [allBrands, setAllBrands] = useState(false);
  const chosen = new Set(query.brand ?? []);
  const brands = facets?.brands ?? [];
  // Chosen brands stay visible even when the list is folded.
  const shown = allBrands ? brands : brands.filter((b, i) => i < BRANDS_SHOWN || chosen.has(b.slug));
  const onPrice = useCallback(
    (range: { min?: number; max?: number }) => onChange({ price_min: range.min, price_max: range.max }),
    [onChange],
  );
  const toggleBrand = (slug: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(slug); else next.delete(slug);
    onChange({ brand: next.size ? [...next] : undefined });
  };
  const hasFilters = chosen.size > 0 || query.price_min !== undefined || query.price_max !== undefined;

  return (
    <Stack gap="7" aria-busy={facets === undefined}>
      {facets && facets.price.max > 0 ? (
        <Box as="fieldset">
          <Heading as="legend" fontSize="sm" fontWeight="bold" mb="3">{t`Price`}</Heading>
          <PriceRange bounds={facets.price} value={{ min: query.price_min, max: query.price_max }} locale={locale}
            onChange={onPrice} />
        </Box>
      ) : null}

      {showCategories && facets && facets.categories.length > 0 ? (
        <RadioGroup.Root id={`${scope}-category`} value={query.category ?? ""} colorPalette="brand"
          size="sm"
          onValueChange={(details) => onChange({ category: details.value || undefined })}>
          <Box as="fieldset">
            <Heading as="legend" fontSize="sm" fontWeight="bold" mb="3">{t`Category`}</Heading>
            <Stack gap="2.5">
              <RadioGroup.Item value="">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText fontSize="sm">{t`All categories`}</RadioGroup.ItemText>
              </RadioGroup.Item>
              {facets.categories.map((category) => (
                <RadioGroup.Item key={category.slug} value={category.slug}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText fontSize="sm">
                    {category.name} <Text as="span" color="fg.muted">({category.count})</Text>
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </Box>
        </RadioGroup.Root>
      ) : null}

      {brands.length > 0 ? (
        <Box as="fieldset">
          <Heading as="legend" fontSize="sm" fontWeight="bold" mb="3">{t`Brand`}</Heading>
          <Stack gap="2.5">
            {shown.map((brand) => (
              <Checkbox.Root key={brand.slug} id={`${scope}-brand-${brand.slug}`} size="sm" colorPalette="brand"
                checked={chosen.has(brand.slug)}
                onCheckedChange={(details) => toggleBrand(brand.slug, details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">
                  {brand.name} <Text as="span" color="fg.muted">({brand.count})</Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {brands.length > BRANDS_SHOWN ? (
            <Button variant="plain" size="sm" px="0" mt="2" color="brand.fg" onClick={() => setAllBrands((v) => !v)}
              aria-expanded={allBrands}>
              {allBrands ? t`Show fewer brands` : t`Show all ${brands.length} brands`}
            </Button>
          ) : null}
        </Box>
      ) : null}

      {hasFilters ? (
        <Flex>
          <Button variant="outline" size="sm" borderRadius="full" onClick={onClear}>{t`Clear filters`}</Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
