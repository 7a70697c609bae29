import { SimpleGrid } from "@chakra-ui/react";
import type { ProductSummary } from "#contract/product.ts";
import { ProductCard, ProductCardSkeleton } from "./ProductCard.tsx";

/** Two columns on phones, three on tablets, four on desktops. The first row loads its images eagerly. */
export function ProductGrid({ products, label }: { products: readonly ProductSummary[]; label: string }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" m="0" p="0" columns={{ base: 2, md: 3, lg: 4 }}
      columnGap={{ base: "3", md: "6" }} rowGap={{ base: "8", md: "10" }}>
      {products.map((product, index) => (
        <li key={product.id}><ProductCard product={product} eager={index < 4} level="h2" /></li>
      ))}
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
