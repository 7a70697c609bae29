import { Box, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { PageFrame } from "../../../components/page/PageFrame";

/**
 * A product listing page before the catalog issue fills it: heading, the filter bar it will have, and a calm
 * grid of card outlines. Works on the light and the dark theme (semantic tokens only).
 */
export function ListingFrame({ eyebrow, title, lead, head, children }: {
  eyebrow: string; title: string; lead: string; head?: { title?: string; description?: string; keywords?: readonly string[] }; children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <PageFrame eyebrow={eyebrow} title={title} lead={lead} head={head}>
      <Flex justifyContent="space-between" alignItems="center" borderBlockWidth="1px" borderColor="border" py="3" mb="6" fontSize="sm" color="fg.muted">
        <Text>{t`Products are being stocked`}</Text>
        <Text>{t`Sort: Newest`}</Text>
      </Flex>
      {children}
      <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: "3", md: "6" }} aria-hidden="true">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
          <Box key={n}>
            <Box h={{ base: "170px", md: "260px" }} borderRadius="xl" bg="bg.muted" />
            <Box mt="3" h="3" w="40%" borderRadius="full" bg="bg.muted" />
            <Box mt="2" h="3.5" w="85%" borderRadius="full" bg="bg.muted" />
            <Box mt="2" h="3.5" w="30%" borderRadius="full" bg="brand.muted" />
          </Box>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
