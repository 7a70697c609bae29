import { Box, chakra } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";

const RouterLink = chakra(Link);

/** The wordmark; always links home in the current locale. */
export function Logo({ to, inverted = false }: { to: string; inverted?: boolean }) {
  const { t } = useLingui();
  return (
    <RouterLink to={to} aria-label={t`SkinState home`} display="inline-flex" alignItems="center" gap="2"
      color={inverted ? "white" : "fg"} textDecoration="none" _hover={{ textDecoration: "none" }} flexShrink={0}>
      <Box as="span" aria-hidden="true" w="7" h="7" borderRadius="full" bg="brand.solid" position="relative"
        _after={{ content: '""', position: "absolute", inset: "6px", borderRadius: "full", border: "2px solid",
          borderColor: "rose.200" }} />
      <Box as="span" aria-hidden="true" fontFamily="heading" fontSize={{ base: "xl", lg: "2xl" }}
        letterSpacing="-0.02em" fontWeight="semibold">
        Skin<Box as="span" color={inverted ? "rose.200" : "brand.fg"} fontStyle="italic">State</Box>
      </Box>
    </RouterLink>
  );
}
