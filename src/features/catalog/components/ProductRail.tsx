import { Box, chakra, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { ProductSummary } from "#contract/product.ts";
import { ProductCard, ProductCardSkeleton } from "./ProductCard.tsx";
import { offscreen } from "#components/page/offscreen.ts";
import { HydrateApart } from "#components/page/HydrateApart.tsx";
import { cardGroups } from "./card-groups.ts";

const RouterLink = chakra(Link);
// Rails sit below the first screen wherever they are used (home, a product's similar products).
const RAIL_SIZE = offscreen({ base: 340, md: 400, lg: 460 });

/**
 * A titled row of products (home rails, similar products). Phones scroll it sideways with snap points;
 * desktops show four. Nothing is rendered when the rail loaded empty or failed (a rail is never essential).
 */
export function ProductRail({ id, title, products, loading, seeAllTo, lead }: {
  id: string; title: string; products: readonly ProductSummary[] | undefined; loading: boolean; seeAllTo?: string;
  lead?: string;
}) {
  const { t } = useLingui();
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <HydrateApart>
      <Box as="section" aria-labelledby={id} css={RAIL_SIZE}>
        <Flex alignItems="baseline" justifyContent="space-between" mb={lead ? "1" : "5"} gap="4">
          <Heading as="h2" id={id} fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "3xl" }}>
            {title}</Heading>
          {seeAllTo ? (
            <RouterLink to={seeAllTo} color="brand.fg" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap"
              aria-label={t`See all: ${title}`}>{t`See all`}</RouterLink>
          ) : null}
        </Flex>
        {lead ? <Text color="fg.muted" mb="5">{lead}</Text> : null}
        {products && products.length > 0 ? (
          <Flex as="ul" listStyleType="none" m="0" p="0" gap={{ base: "3", md: "5" }}
            overflowX={{ base: "auto", lg: "visible" }}
            scrollSnapType="x mandatory" pb="2" mx={{ base: "-5", md: "0" }} px={{ base: "5", md: "0" }}
            // Snap points keep the side padding: without it the first card snaps flush to the screen's edge.
            scrollPaddingInline={{ base: "5", md: "0" }}
            css={{ scrollbarWidth: "none" }}>
            {cardGroups(products.slice(0, 8)).map((group, index) => (
              <HydrateApart key={group[0]!.id}>
                {group.map((product) => (
                  <Box as="li" key={product.id} flex={{ base: "0 0 44%", md: "0 0 30%", lg: "1 1 0" }} minW="0"
                    scrollSnapAlign="start" display={{ base: "block", lg: index === 0 ? "block" : "none" }}>
                    <ProductCard product={product} />
                  </Box>
                ))}
              </HydrateApart>
            ))}
          </Flex>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "5" }}>
            {[0, 1, 2, 3].map((n) => <Box key={n} display={{ base: n > 1 ? "none" : "block", md: "block" }}>
              <ProductCardSkeleton /></Box>)}
          </SimpleGrid>
        )}
      </Box>
    </HydrateApart>
  );
}
