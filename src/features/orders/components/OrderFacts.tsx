import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Label and value pairs of an order (spec §3 Order display), as a description list. */
export function OrderFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gapX="8" gapY="3">
      {facts.map((fact) => (
        <Box key={fact.label} minW="0">
          <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            {fact.label}</Text>
          <Box as="dd" fontSize="sm" fontWeight="medium" overflowWrap="anywhere">{fact.value}</Box>
        </Box>
      ))}
    </SimpleGrid>
  );
}
