import { Box, Flex, SimpleGrid, Stack } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { useSeo } from "../use-seo";
import { LinkButton } from "./parts/LinkButton";

/** /product/detail/{slug?}: the page head comes from api/general/seo; the product itself from the catalog issue. */
export function Component() {
  const { t } = useLingui();
  const { slug } = useParams();
  const seo = useSeo();
  const title = seo?.title || (slug ? slug.replace(/-/g, " ") : t`Product details`);
  return (
    <PageFrame eyebrow={t`Product`} title={title} lead={seo?.description || t`Ingredients, how to use, and reviews from other shoppers.`}
      head={{ title, description: seo?.description, keywords: seo?.keywords }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="10" aria-hidden="true">
        <Box h={{ base: "320px", md: "480px" }} borderRadius="2xl" bg="bg.muted" />
        <Stack gap="4">
          <Box h="4" w="30%" borderRadius="full" bg="bg.muted" />
          <Box h="6" w="70%" borderRadius="full" bg="bg.muted" />
          <Box h="6" w="25%" borderRadius="full" bg="brand.muted" />
          <Flex gap="3" mt="6"><Box h="12" w="32" borderRadius="full" bg="bg.muted" /><Box h="12" flex="1" borderRadius="full" bg="brand.muted" /></Flex>
        </Stack>
      </SimpleGrid>
      <Box mt="10"><LinkButton to="/product/new-in" variant="outline">{t`Browse new in`}</LinkButton></Box>
    </PageFrame>
  );
}
