import { Box, SimpleGrid, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const steps = [
    { n: "01", title: t`Your skin today`, text: t`Oily by noon, tight after cleansing, or somewhere in between?` },
    { n: "02", title: t`Your concerns`, text: t`Breakouts, dark spots, redness, fine lines: pick what matters most.` },
    { n: "03", title: t`Your routine`, text: t`Get a morning and evening routine from our shelves.` },
  ];
  return (
    <PageFrame eyebrow={t`Skin quiz`} title={t`Find your routine in two minutes`}
      lead={t`Answer a few questions about your skin and we will suggest products that suit it.`}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {steps.map((step) => (
          <Box key={step.n} bg="whiteAlpha.700" borderRadius="2xl" p="6" borderWidth="1px" borderColor="sand.200">
            <Text fontFamily="heading" fontSize="3xl" color="brand.fg">{step.n}</Text>
            <Text fontWeight="semibold" mt="2">{step.title}</Text>
            <Text color="fg.muted" mt="1" fontSize="sm">{step.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Box mt="10"><LinkButton to="/product/best-seller" size="lg">{t`Meanwhile, see our best sellers`}</LinkButton></Box>
    </PageFrame>
  );
}
