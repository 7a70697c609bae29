import { Box, Button, chakra, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { ProductSummary } from "#contract/product.ts";
import { Bottle } from "./Bottle.tsx";
import { offscreen } from "#components/page/offscreen.ts";

const RouterLink = chakra(Link);

/**
 * Gift and membership teaser: a deep plum band linking to gifts and the membership page. With gift sets from
 * api/product/gift it shows three of them; until they arrive (or if none) a drawn gift box stands in.
 */
export function GiftTeaser({ to, gifts }: { to: (path: string) => string; gifts?: readonly ProductSummary[] }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby="gift-title" borderRadius="3xl" overflow="hidden" bg="plum.800" color="white"
      position="relative" css={offscreen({ base: 640, md: 570, lg: 400 })}>
      <Flex direction={{ base: "column", md: "row" }} alignItems="center" gap="8" p={{ base: "8", md: "12" }}>
        <Stack gap="4" flex="1">
          <Text fontSize="xs" fontWeight="bold" letterSpacing="0.16em" textTransform="uppercase" color="rose.200">
            {t`Gifts & rewards`}</Text>
          <Heading as="h2" id="gift-title" fontFamily="heading" fontWeight="medium"
            fontSize={{ base: "2xl", md: "4xl" }} lineHeight="1.15">
            {t`Wrapped, ribboned and ready to give.`}
          </Heading>
          <Text color="plum.100" maxW="lg">
            {t`Gift sets from our brands.`}{" "}
            {t`Exclusive members get 5% off every item, festival gifts, and a birthday gift with 30% off.`}
          </Text>
          <Flex gap="3" wrap="wrap" pt="2">
            <Button asChild bg="white" color="plum.800" borderRadius="full" px="6" _hover={{ bg: "rose.50" }}>
              <RouterLink to={to("/product-gift")}>{t`Browse gifts`}</RouterLink>
            </Button>
            <Button asChild variant="outline" borderColor="whiteAlpha.600" color="white" borderRadius="full" px="6"
              _hover={{ bg: "whiteAlpha.200" }}>
              <RouterLink to={to("/my-account/membership")}>{t`About membership`}</RouterLink>
            </Button>
          </Flex>
        </Stack>
        {gifts && gifts.length >= 3 ? (
          <Flex as="ul" listStyleType="none" flex="1" justifyContent="center" gap={{ base: "3", md: "4" }} w="full">
            {gifts.slice(0, 3).map((gift, index) => (
              <Box as="li" key={gift.id} flex="1" maxW="180px" mt={index === 1 ? "0" : { base: "6", md: "10" }}>
                <RouterLink to={to(`/product/detail/${gift.slug}`)} display="block" borderRadius="xl" overflow="hidden"
                  bg="white"
                  boxShadow="0 20px 40px -24px rgba(0,0,0,0.7)" transition="transform 0.2s"
                  _hover={{ transform: "translateY(-3px)" }}>
                  <img src={gift.image} alt="" width={180} height={180} loading="lazy"
                    style={{ width: "100%", height: "auto", display: "block" }} />
                  <Text px="3" py="2" fontSize="xs" color="ink" fontWeight="medium" truncate>{gift.name}</Text>
                </RouterLink>
              </Box>
            ))}
          </Flex>
        ) : (
          <Flex flex="0.7" justifyContent="center" alignItems="flex-end" gap="4" h={{ base: "160px", md: "220px" }}
            aria-hidden="true">
            <Box w={{ base: "120px", md: "160px" }} h="70%" bg="rose.200" borderRadius="14px" position="relative"
              boxShadow="0 20px 40px -20px rgba(0,0,0,0.6)">
              <Box position="absolute" left="45%" w="10%" top="0" bottom="0" bg="plum.500" />
              <Box position="absolute" top="45%" h="10%" left="0" right="0" bg="plum.500" />
            </Box>
            <Bottle shape="bottle" tone="sand.100" w="56px" h="90%" />
          </Flex>
        )}
      </Flex>
    </Box>
  );
}
