import { Box, Flex, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { stockState } from "#lib/product-state.ts";

/** In stock / only N left / sold out, with a coloured dot that is decoration only. */
export function StockNote({ stock }: { stock: number }) {
  const { t } = useLingui();
  const state = stockState(stock);
  const [text, color] =
    state.kind === "sold-out" ? [t`Sold out`, "red.600"] : state.kind === "low"
      ? [t`Only ${state.left} left`, "orange.500"] : [t`In stock`, "green.600"];
  return (
    <Flex alignItems="center" gap="2">
      <Box w="2.5" h="2.5" borderRadius="full" bg={color} aria-hidden="true" />
      <Text fontSize="sm" fontWeight="medium">{text}</Text>
    </Flex>
  );
}
