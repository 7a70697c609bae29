import { Box, chakra, Flex, Heading, SimpleGrid } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { Bottle } from "./Bottle";

const RouterLink = chakra(Link);
const SHAPES = ["dropper", "jar", "tube", "bottle"] as const;
const TONES = ["rose.200", "plum.200", "sand.200", "rose.300"] as const;

/**
 * A product rail (New in, Best sellers). The catalog issue fills it with product cards; until then it shows
 * calm card outlines so the home page keeps its rhythm, with the "See all" link already working.
 */
export function ProductRail({ title, seeAllTo, id }: { title: string; seeAllTo: string; id: string }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby={id}>
      <Flex alignItems="baseline" justifyContent="space-between" mb="5" gap="4">
        <Heading as="h2" id={id} fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "3xl" }}>{title}</Heading>
        <RouterLink to={seeAllTo} color="brand.fg" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">{t`See all`}</RouterLink>
      </Flex>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "5" }} aria-hidden="true">
        {SHAPES.map((shape, index) => (
          <Box key={shape} display={{ base: index > 1 ? "none" : "block", md: "block" }}>
            <Flex h={{ base: "170px", md: "240px" }} borderRadius="xl" bg="bg.subtle" borderWidth="1px" borderColor="border"
              alignItems="flex-end" justifyContent="center" pb="6">
              <Bottle shape={shape} tone={TONES[index]!} w={shape === "jar" ? "72px" : "46px"} h={shape === "jar" ? "40%" : "70%"} />
            </Flex>
            <Box mt="3" h="3" w="40%" borderRadius="full" bg="bg.muted" />
            <Box mt="2" h="3.5" w="85%" borderRadius="full" bg="bg.muted" />
            <Box mt="2" h="3.5" w="30%" borderRadius="full" bg="brand.subtle" />
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
