import { Badge, Box, chakra, Flex, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { ProductSummary } from "#contract/product.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { discountPercent } from "#lib/product-state.ts";
import { PriceTag } from "./PriceTag.tsx";
import { RatingStars } from "./RatingStars.tsx";

const RouterLink = chakra(Link);

/**
 * One product in a grid or rail: image, brand, name, price (sale price with the former one struck through),
 * sale and sold-out badges, rating. The whole card is one link to the detail page in the current language.
 * `eager` is for cards above the fold; the rest load their image lazily.
 */
export function ProductCard({ product, eager = false, level = "h3" }: {
  product: ProductSummary; eager?: boolean; /** h2 in a page's main grid, h3 under a titled rail. */ level?: "h2"
    | "h3";
}) {
  const { t } = useLingui();
  const { to, locale } = useLocalePath();
  const off = discountPercent(product.price, product.compare_at_price);
  const soldOut = product.stock <= 0;
  return (
    <Box as="article" position="relative" h="full" display="flex" flexDirection="column" className="group">
      <Box position="relative" borderRadius="xl" overflow="hidden" bg="bg.subtle" borderWidth="1px" borderColor="border"
        aspectRatio="1" transition="box-shadow 0.2s ease" _groupHover={{ boxShadow: "md" }}>
        <img src={product.image} alt="" width={400} height={400} loading={eager ? "eager" : "lazy"} decoding="async"
          style={{ width: "100%", height: "100%", objectFit: "cover", opacity: soldOut ? 0.55 : 1 }} />
        <Flex position="absolute" top="2" left="2" gap="1.5" direction="column" alignItems="flex-start">
          {off !== null ? <Badge bg="rose.700" color="white" borderRadius="full" px="2" fontSize="2xs">
            {t`Sale −${off}%`}</Badge> : null}
          {soldOut ? <Badge bg="gray.800" color="white" borderRadius="full" px="2" fontSize="2xs">{t`Sold out`}</Badge>
            : null}
          {product.is_gift && off === null && !soldOut ? (
            <Badge bg="plum.700" color="white" borderRadius="full" px="2" fontSize="2xs">{t`Gift`}</Badge>
          ) : null}
        </Flex>
      </Box>
      <Flex direction="column" gap="1" pt="3" flex="1">
        <Text fontSize="2xs" fontWeight="bold" letterSpacing="0.08em" textTransform="uppercase" color="fg.muted"
          lineClamp={1}>
          {product.brand.name}
        </Text>
        <Text as={level} fontSize={{ base: "sm", md: "md" }} fontWeight="medium" lineHeight="1.35" lineClamp={2}>
          <RouterLink to={to(`/product/detail/${product.slug}`)} color="fg" textDecoration="none"
            _hover={{ textDecoration: "underline" }}
            _focusVisible={{ outline: "none" }}
            // The link's box covers the whole card so the image and price are clickable too.
            _after={{ content: '""', position: "absolute", inset: "0", borderRadius: "xl" }}
            css={{ "&:focus-visible::after": { outline: "2px solid",
              outlineColor: "var(--chakra-colors-brand-focus-ring, #943d62)", outlineOffset: "3px" } }}>
            {product.name}
          </RouterLink>
        </Text>
        {product.rating_count > 0 ? <RatingStars rating={product.rating} count={product.rating_count} size={12} />
          : null}
        <Box mt="auto" pt="1"><PriceTag price={product.price} compareAt={product.compare_at_price}
          locale={locale} /></Box>
      </Flex>
    </Box>
  );
}

/** The card's outline while products load (same box sizes, so nothing jumps). */
export function ProductCardSkeleton() {
  return (
    <Box aria-hidden="true">
      <Box aspectRatio="1" borderRadius="xl" bg="bg.muted" className="catalog-pulse" />
      <Box mt="3" h="2.5" w="40%" borderRadius="full" bg="bg.muted" />
      <Box mt="2" h="3.5" w="85%" borderRadius="full" bg="bg.muted" />
      <Box mt="2" h="3.5" w="30%" borderRadius="full" bg="bg.muted" />
    </Box>
  );
}
