import { NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { ProductSort } from "../../../../contract/product.ts";

const LABELS = {
  newest: msg`Newest`,
  "best-selling": msg`Best selling`,
  "price-asc": msg`Price: low to high`,
  "price-desc": msg`Price: high to low`,
  rating: msg`Top rated`,
} as const;

/** The listing's order. "Newest" is the server's default, so it is left out of the URL. */
export function SortSelect({ value, onChange }: { value: ProductSort | undefined; onChange: (sort: ProductSort | undefined) => void }) {
  const { t, i18n } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="auto" minW="44">
      <NativeSelect.Field aria-label={t`Sort by`} value={value ?? "newest"} borderRadius="full" bg="bg"
        onChange={(e) => {
          const next = e.currentTarget.value as ProductSort;
          onChange(next === "newest" ? undefined : next);
        }}>
        {(Object.keys(LABELS) as ProductSort[]).map((sort) => <option key={sort} value={sort}>{i18n._(LABELS[sort])}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
