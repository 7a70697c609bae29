import { Box, chakra } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { BagIcon } from "./icons.tsx";

const RouterLink = chakra(Link);

/** The cart icon with its item-count badge (count = sum of quantities). */
export function CartButton({ to, count }: { to: string; count: number }) {
  const { t } = useLingui();
  return (
    <RouterLink to={to} aria-label={t`Cart, ${count} items`} position="relative" display="inline-flex"
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
