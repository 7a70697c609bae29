import { chakra, SimpleGrid } from "@chakra-ui/react";
import type { ProductSummary } from "#contract/product.ts";
import { offscreen } from "#components/page/offscreen.ts";
import { ProductCard, ProductCardSkeleton } from "./ProductCard.tsx";
import { HydrateApart } from "#components/page/HydrateApart.tsx";

// Cards past the first row wait to be drawn until they near the viewport (a card: square image plus text).
const OFFSCREEN_CARD = offscreen({ base: 300, md: 340, lg: 410, xl: 340 });

/**
 * Two columns on phones, three on tablets, four on desktops. The first row loads its images eagerly and hydrates with
 * the page; the other cards hydrate as they near the viewport.
 */
export function ProductGrid({ products, label }: { products: readonly ProductSummary[]; label: string }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" m="0" p="0" columns={{ base: 2, md: 3, lg: 4 }}
      columnGap={{ base: "3", md: "6" }} rowGap={{ base: "8", md: "10" }}>
      {products.map((product, index) => {
        const firstRow = index < 4;
        return (
          <HydrateApart key={product.id} wrap={false} late={firstRow ? undefined : `product-${product.id}`}>
            <chakra.li css={firstRow ? undefined : OFFSCREEN_CARD}>
              <ProductCard product={product} eager={firstRow} level="h2" />
            </chakra.li>
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
