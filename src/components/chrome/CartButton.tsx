import { Box, chakra } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { select } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { pluralCategory } from "#lib/plural.ts";
import { BagIcon } from "./icons.tsx";

const RouterLink = chakra(Link);

/** The cart icon with its item-count badge (count = sum of quantities). */
export function CartButton({ to, count }: { to: string; count: number }) {
  const { t, i18n } = useLingui();
  const label = t({ message: select(pluralCategory(i18n.locale, count),
    { one: `Cart, ${count} item`, other: `Cart, ${count} items` }) });
  return (
    <RouterLink to={to} aria-label={label} position="relative" display="inline-flex"
      alignItems="center"
      justifyContent="center" w="10" h="10" borderRadius="full" color="currentColor" _hover={{ bg: "blackAlpha.100" }}>
      <BagIcon />
      {count > 0 && (
        <Box as="span" aria-hidden="true" position="absolute" top="0.5" right="0" minW="5" h="5" px="1"
          borderRadius="full"
          bg="brand.solid" color="brand.contrast" fontSize="2xs" fontWeight="bold" display="flex" alignItems="center"
          justifyContent="center">
          {count > 99 ? "99+" : count}
        </Box>
      )}
    </RouterLink>
  );
}
