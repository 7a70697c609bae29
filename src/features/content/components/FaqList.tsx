import { Accordion, Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { Faq } from "#contract/general.ts";

/** FAQ entries grouped by their category, each group an accordion (one answer open at a time per group). */
export function FaqList({ entries }: { entries: Faq[] }) {
  const groups = new Map<string, Faq[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return (
    <Stack gap="10">
      {[...groups].map(([category, items]) => (
        <Box as="section" key={category}>
          <Heading as="h2" fontFamily="body" fontSize="sm" fontWeight="bold" letterSpacing="0.1em"
            textTransform="uppercase" color="brand.fg" mb="3">
            {category}
          </Heading>
          <Accordion.Root collapsible variant="plain" borderTopWidth="1px" borderColor="border">
            {items.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)} borderBottomWidth="1px" borderColor="border">
                <Accordion.ItemTrigger py="4" cursor="pointer" gap="4">
                  <Text flex="1" textAlign="start" fontSize={{ base: "md", md: "lg" }} fontWeight="medium">
                    {item.question}</Text>
                  <Accordion.ItemIndicator color="brand.fg" />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody pt="0" pb="5" color="fg.muted" whiteSpace="pre-line">
                    {item.answer}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Box>
      ))}
    </Stack>
  );
}
