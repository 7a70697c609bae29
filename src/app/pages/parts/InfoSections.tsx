import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";

/** Titled paragraphs for policy and story pages, in a readable measure. */
export function InfoSections({ sections, columns = 1 }: { sections: Array<{ title: string; text: string }>;
  columns?: 1 | 2 | 3 }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap={{ base: "8", md: "10" }}>
      {sections.map((section) => (
        <Box as="section" key={section.title} borderTopWidth="1px" borderColor="border" pt="5">
          <Heading as="h2" fontFamily="heading" fontWeight="medium" fontSize={{ base: "xl", md: "2xl" }} mb="2">
            {section.title}</Heading>
          <Text color="fg.muted" lineHeight="1.8">{section.text}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
