import { Box, Heading, Stack, Text } from "@chakra-ui/react";
import type { Faq } from "#contract/general.ts";
import { Disclosure } from "#components/page/Disclosure.tsx";

/** FAQ entries grouped by their category; within a group one answer is open at a time. */
export function FaqList({ entries }: { entries: Faq[] }) {
  const groups = new Map<string, Faq[]>();
  for (const entry of entries) groups.set(entry.category, [...(groups.get(entry.category) ?? []), entry]);
  return (
    <Stack gap="10">
      {[...groups].map(([category, items], index) => (
        <Box as="section" key={category}>
          <Heading as="h2" fontFamily="body" fontSize="sm" fontWeight="bold" letterSpacing="0.1em"
            textTransform="uppercase" color="brand.fg" mb="3">
            {category}
          </Heading>
          <Box borderTopWidth="1px" borderColor="border">
            {items.map((item) => (
              <Disclosure key={item.id} name={`faq-${index}`} indicatorColor="brand.fg" borderBottomWidth="1px"
                borderColor="border" title={
                  <Text as="span" flex="1" textAlign="start" fontSize={{ base: "md", md: "lg" }} fontWeight="medium">
                    {item.question}</Text>
                }>
                <Text pb="5" color="fg.muted" whiteSpace="pre-line">{item.answer}</Text>
              </Disclosure>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
