import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import type { Concern } from "#contract/product.ts";
import { offscreen } from "#components/page/offscreen.ts";

/** The concerns offered on the home page, in the order shoppers ask about them. */
export const HOME_CONCERNS = [
  { value: "dryness", label: msg`Dryness` },
  { value: "acne", label: msg`Acne` },
  { value: "dullness", label: msg`Dullness` },
  { value: "sensitivity", label: msg`Sensitivity` },
  { value: "aging", label: msg`Fine lines` },
  { value: "dark-spots", label: msg`Dark spots` },
] as const satisfies readonly { value: Concern; label: unknown }[];

/** "For your concern": a row of concern toggles above the matching products (api/product/habit). */
export function ConcernRail({ concern, onConcern, children }: { concern: Concern; onConcern: (c: Concern) => void;
  children: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <Box as="section" aria-labelledby="concern-title" css={offscreen({ base: 540, md: 550, lg: 610 })}>
      <Heading as="h2" id="concern-title" fontFamily="heading" fontWeight="medium"
        fontSize={{ base: "2xl", md: "3xl" }}>{t`For your concern`}</Heading>
      <Text color="fg.muted" mt="1" mb="4">{t`Pick what your skin needs most; we match products to it.`}</Text>
      <Flex gap="2" wrap="wrap" mb="6" role="group" aria-label={t`Skin concern`}>
        {HOME_CONCERNS.map((item) => (
          <Button key={item.value} size="sm" borderRadius="full" aria-pressed={concern === item.value}
            variant={concern === item.value ? "solid" : "outline"} colorPalette="brand"
            onClick={() => onConcern(item.value)}>
            {i18n._(item.label)}
          </Button>
        ))}
      </Flex>
      {children}
    </Box>
  );
}
