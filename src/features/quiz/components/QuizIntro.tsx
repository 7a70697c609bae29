import { Box, Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

/** Before the first question: what the quiz asks and gives, and Start. */
export function QuizIntro({ questions, onStart }: { questions: number; onStart: () => void }) {
  const { t } = useLingui();
  const steps = [
    { n: "01", title: t`Your skin today`, text: t`Oily by noon, tight after cleansing, or somewhere in between?` },
    { n: "02", title: t`Your concerns`, text: t`Breakouts, dark spots, redness, fine lines: pick what matters most.` },
    {
      n: "03", title: t`Your routine`, text: t`Get a morning and evening routine from our shelves, within your budget.`,
    },
  ];
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {steps.map((step) => (
          <Box key={step.n} bg="whiteAlpha.700" borderRadius="2xl" p="6" borderWidth="1px" borderColor="sand.200">
            <Text fontFamily="heading" fontSize="3xl" color="brand.fg">{step.n}</Text>
            <Text fontWeight="semibold" mt="2">{step.title}</Text>
            <Text color="fg.muted" mt="1" fontSize="sm">{step.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
      <Box>
        <Button colorPalette="brand" size="lg" borderRadius="full" px="10" onClick={onStart}>
          {t`Start the quiz`}
        </Button>
        <Text fontSize="sm" color="fg.muted" mt="3">{t`${questions} questions, about two minutes.`}</Text>
      </Box>
    </Stack>
  );
}
