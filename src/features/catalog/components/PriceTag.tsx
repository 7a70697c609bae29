import { Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "#contract/locale.ts";
import { formatBaht } from "#contract/money.ts";
import { discountPercent } from "#lib/product-state.ts";

/** The price, and on sale the struck-through former price with words for screen readers. */
export function PriceTag({ price, compareAt, locale, size = "md" }: {
  price: number; compareAt?: number | null; locale: Locale; size?: "md" | "lg";
}) {
  const { t } = useLingui();
  const onSale = discountPercent(price, compareAt) !== null;
  const now = formatBaht(price, locale);
  return (
    <Flex alignItems="baseline" gap="2" wrap="wrap">
      <Text as="span" fontWeight="semibold" fontSize={size === "lg" ? { base: "2xl", md: "3xl" }
        : { base: "sm", md: "md" }}
        color={onSale ? "rose.600" : "fg"} _dark={{ color: onSale ? "rose.300" : "fg" }}>
        {onSale ? <span className="sr-only" style={visuallyHidden}>{t`Sale price`} </span> : null}
        {now}
      </Text>
      {onSale && compareAt ? (
        <Text as="s" fontSize={size === "lg" ? "lg" : { base: "xs", md: "sm" }} color="fg.muted">
          <span style={visuallyHidden}>{t`Was`} </span>
          {formatBaht(compareAt, locale)}
        </Text>
      ) : null}
    </Flex>
  );
}

export const visuallyHidden = {
  position: "absolute", width: "1px", height: "1px", padding: 0, margin: "-1px", overflow: "hidden",
  clip: "rect(0, 0, 0, 0)", whiteSpace: "nowrap", border: 0,
} as const;
