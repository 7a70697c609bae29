import { NativeSelect } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { ProductSort } from "#contract/product.ts";

type Order = ProductSort | "relevance";

const LABELS: Record<Order, ReturnType<typeof msg>> = {
  relevance: msg`Best match`,
  newest: msg`Newest`,
  "best-selling": msg`Best selling`,
  "price-asc": msg`Price: low to high`,
  "price-desc": msg`Price: high to low`,
  rating: msg`Top rated`,
};

const SORTS: readonly ProductSort[] = ["newest", "best-selling", "price-asc", "price-desc", "rating"];

/**
 * The listing's order. With no sort chosen the field shows the listing's own order (`fallback`, contract
 * defaultSort: best match for a search, best selling for best-sellers, else newest), which stays out of the URL.
 */
export function SortSelect({ value, fallback, onChange }: {
  value: ProductSort | undefined; fallback: Order; onChange: (sort: ProductSort | undefined) => void;
}) {
  const { t, i18n } = useLingui();
  const options: readonly Order[] = fallback === "relevance" ? ["relevance", ...SORTS] : SORTS;
  return (
    <NativeSelect.Root size="sm" width="auto" minW="44">
      <NativeSelect.Field aria-label={t`Sort by`} value={value ?? fallback} borderRadius="full" bg="bg"
        onChange={(e) => {
          const next = e.currentTarget.value as Order;
          onChange(next === fallback || next === "relevance" ? undefined : next);
        }}>
        {options.map((order) => <option key={order} value={order}>{i18n._(LABELS[order])}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
