import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** The shop's promises in one quiet strip under the hero. */
export function Promises() {
  const { t } = useLingui();
  const items = [
    { title: t`Authentic, from the brands`, text: t`Every product comes straight from its maker.` },
    { title: t`Ships the same day`, text: t`Pay before 10:00, we ship today (Mon–Fri).` },
    { title: t`1 point per ฿1,000`, text: t`Redeem points for gifts and discounts.` },
    { title: t`Four branches`, text: t`Try before you buy in Bangkok.` },
  ];
  return (
    <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, lg: 4 }} gap={{ base: "4", md: "6" }}
      borderBlockWidth="1px" borderColor="border" py={{ base: "5", md: "6" }}>
      {items.map((item) => (
        <Box as="li" key={item.title} ps="3" borderLeftWidth="2px" borderColor="brand.emphasized">
          <Text fontWeight="semibold" fontSize="sm">{item.title}</Text>
          <Text fontSize="xs" color="fg.muted" mt="0.5">{item.text}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
