import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A calm, designed panel for "nothing here yet" states: an icon medallion, a title, a line, an action. */
export function EmptyState({ icon, title, text, action }: { icon?: ReactNode; title: string; text?: string;
  action?: ReactNode }) {
  return (
    <Flex direction="column" alignItems="center" textAlign="center" gap="3" py={{ base: "10", md: "16" }} px="6"
      borderRadius="2xl" bg="bg.subtle" borderWidth="1px" borderColor="border">
      {icon ? (
        <Box w="16" h="16" borderRadius="full" bg="brand.subtle" color="brand.fg" display="flex" alignItems="center"
          justifyContent="center" mb="2">
          {icon}
        </Box>
      ) : null}
      <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{title}</Heading>
      {text ? <Text color="fg.muted" maxW="md">{text}</Text> : null}
      {action ? <Box mt="3">{action}</Box> : null}
    </Flex>
  );
}
