import { Box, Button, chakra, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { Bottle } from "./Bottle.tsx";

const RouterLink = chakra(Link);

/** The home hero: sits under the transparent header, headline, two calls to action, a still-life of products. */
export function Hero({ to }: { to: (path: string) => string }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby="home-title" position="relative" overflow="hidden"
      bgGradient="to-br" gradientFrom="cream" gradientVia="rose.50" gradientTo="plum.100"
      pt={{ base: "calc(64px + 2.5rem)", lg: "calc(76px + 4rem)" }} pb={{ base: "12", lg: "20" }}>
      <Box position="absolute" right={{ base: "-30%", lg: "-6%" }} top="-10%" w={{ base: "90vw", lg: "48vw" }}
        h={{ base: "90vw", lg: "48vw" }}
        borderRadius="full" bg="rose.100" opacity={0.7} aria-hidden="true" />
      <Container maxW="7xl" px={{ base: "5", md: "8" }} position="relative">
        <Flex direction={{ base: "column", lg: "row" }} alignItems={{ base: "flex-start", lg: "center" }}
          gap={{ base: "10", lg: "16" }}>
          <Stack gap="5" flex={{ base: "none", lg: "1.1" }} maxW="2xl">
            <Text fontSize="xs" fontWeight="bold" letterSpacing="0.16em" textTransform="uppercase" color="brand.fg">
              {t`Niche skincare, curated in Bangkok`}
            </Text>
            <Heading as="h1" id="home-title" fontFamily="heading" fontWeight="medium"
              fontSize={{ base: "4xl", md: "6xl", xl: "7xl" }}
              lineHeight="1.05" letterSpacing="-0.02em" color="ink">
              {t`Skincare that understands your skin, and our climate.`}
            </Heading>
            <Text fontSize={{ base: "md", md: "lg" }} color="sand.700" maxW="xl">
              {t`Over twenty independent brands, tested for heat and humidity. Members earn points on every order and get 10% off their first one.`}
            </Text>
            <Flex gap="3" wrap="wrap" pt="2">
              <Button asChild size="lg" colorPalette="brand" borderRadius="full" px="7">
                <RouterLink to={to("/product/new-in")}>{t`Shop new in`}</RouterLink>
              </Button>
              <Button asChild size="lg" variant="outline" borderRadius="full" px="7" borderColor="plum.700"
                color="plum.700" bg="whiteAlpha.600"
                _hover={{ bg: "white" }}>
                <RouterLink to={to("/skin-quiz")}>{t`Take the skin quiz`}</RouterLink>
              </Button>
            </Flex>
          </Stack>
          <Flex flex={{ base: "none", lg: "0.9" }} w="full" justifyContent="center" alignItems="flex-end"
            gap={{ base: "3", md: "5" }} h={{ base: "220px", md: "320px", lg: "380px" }}
            position="relative">
            <Box position="absolute" bottom="-8px" left="8%" right="8%" h="24px" borderRadius="full" bg="plum.900"
              opacity={0.12} filter="blur(8px)" />
            <Bottle shape="dropper" tone="rose.300" w={{ base: "52px", md: "72px" }} h="62%" />
            <Bottle shape="bottle" tone="plum.300" w={{ base: "74px", md: "104px" }} h="92%" />
            <Bottle shape="tube" tone="sand.200" w={{ base: "58px", md: "80px" }} h="74%" />
            <Bottle shape="jar" tone="rose.200" w={{ base: "84px", md: "120px" }} h="40%" />
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
