import { Box, chakra, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { CATEGORIES } from "#lib/categories.ts";
import { Bottle } from "./Bottle.tsx";
import { offscreen } from "#components/page/offscreen.ts";

const RouterLink = chakra(Link);

// Each tile gets a soft tone and a silhouette so the grid reads like a shelf, not a list.
const LOOKS = [
  { bg: "rose.50", tone: "rose.200", shape: "tube" },
  { bg: "plum.50", tone: "plum.300", shape: "dropper" },
  { bg: "sand.100", tone: "sand.300", shape: "jar" },
  { bg: "rose.100", tone: "rose.300", shape: "jar" },
  { bg: "sand.50", tone: "rose.200", shape: "tube" },
  { bg: "plum.100", tone: "plum.400", shape: "bottle" },
  { bg: "rose.50", tone: "plum.200", shape: "dropper" },
  { bg: "sand.100", tone: "rose.300", shape: "bottle" },
  { bg: "plum.50", tone: "sand.300", shape: "jar" },
  { bg: "rose.100", tone: "plum.300", shape: "tube" },
] as const;

/** The ten categories as tiles linking to their (dark-themed) category pages. */
export function CategoryTiles({ to }: { to: (path: string) => string }) {
  const { t, i18n } = useLingui();
  return (
    <Box as="section" aria-labelledby="categories-title" css={offscreen({ base: 1040, md: 930, xl: 500 })}>
      <Heading as="h2" id="categories-title" fontFamily="heading" fontWeight="medium"
        fontSize={{ base: "2xl", md: "3xl" }} mb="2">
        {t`Shop by category`}
      </Heading>
      <Text color="fg.muted" mb="6">{t`Ten shelves, one routine. Start where your skin needs it most.`}</Text>
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, md: 3, lg: 5 }}
        gap={{ base: "3", md: "4" }}>
        {CATEGORIES.map((category, index) => {
          const look = LOOKS[index % LOOKS.length]!;
          return (
            <li key={category.slug}>
              <RouterLink to={to(`/product/${category.slug}`)} display="flex" flexDirection="column" h="full" p="4"
                borderRadius="xl"
                bg={look.bg} color="ink" textDecoration="none" position="relative" overflow="hidden"
                transition="transform 0.2s ease, box-shadow 0.2s ease"
                _hover={{ transform: "translateY(-3px)", boxShadow: "md" }}>
                <Box h={{ base: "84px", md: "110px" }} display="flex" alignItems="flex-end" justifyContent="center"
                  mb="3">
                  <Bottle shape={look.shape} tone={look.tone} w={look.shape === "jar" ? "64px" : "40px"}
                    h={look.shape === "jar" ? "56%" : "92%"} />
                </Box>
                <Text fontWeight="semibold" fontSize={{ base: "sm", md: "md" }}>{i18n._(category.name)}</Text>
                <Text fontSize="xs" color="sand.700" mt="0.5">{i18n._(category.blurb)}</Text>
              </RouterLink>
            </li>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
