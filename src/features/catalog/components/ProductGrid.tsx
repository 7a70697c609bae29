import { chakra, SimpleGrid } from "@chakra-ui/react";
import type { ProductSummary } from "#contract/product.ts";
import { offscreen } from "#components/page/offscreen.ts";
import { ProductCard, ProductCardSkeleton } from "./ProductCard.tsx";
import { HydrateApart } from "#components/page/HydrateApart.tsx";
import { cardGroups } from "./card-groups.ts";

// Cards past the first row wait to be drawn until they near the viewport (a card: square image plus text).
const OFFSCREEN_CARD = offscreen({ base: 300, md: 340, lg: 410, xl: 340 });

/**
 * Two columns on phones, three on tablets, four on desktops. The first four cards load their images eagerly and
 * hydrate with the page; the others hydrate four at a time, each group in a pass of its own (HydrateApart).
 */
export function ProductGrid({ products, label }: { products: readonly ProductSummary[]; label: string }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" m="0" p="0" columns={{ base: 2, md: 3, lg: 4 }}
      columnGap={{ base: "3", md: "6" }} rowGap={{ base: "8", md: "10" }}>
      {cardGroups(products).map((group, index) => {
        const first = index === 0;
        return (
          <HydrateApart key={group[0]!.id}>
            {group.map((product) => (
              <chakra.li key={product.id} css={first ? undefined : OFFSCREEN_CARD}>
                <ProductCard product={product} eager={first} level="h2" />
              </chakra.li>
            ))}
          </HydrateApart>
        );
      })}
    </SimpleGrid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} columnGap={{ base: "3", md: "6" }} rowGap={{ base: "8", md: "10" }}
      aria-hidden="true">
      {Array.from({ length: count }, (_, i) => <ProductCardSkeleton key={i} />)}
    </SimpleGrid>
  );
}
