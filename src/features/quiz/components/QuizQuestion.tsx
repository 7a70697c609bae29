import { Box, Button, Flex, Heading, Progress, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useLingui } from "@lingui/react/macro";

export interface QuizOption {
  value: string;
  label: string;
  desc: string;
}

export interface QuizQuestionProps {
  /** 1-based. */
  number: number;
  total: number;
  title: string;
  hint: string;
  options: readonly QuizOption[];
  selected: readonly string[];
  multiple: boolean;
  canContinue: boolean;
  last: boolean;
  onPick: (value: string) => void;
  onNext: () => void;
  onBack: () => void;
}

/** One quiz question: progress, the options as large tap targets (checkboxes or radios), Back and Next. */
export function QuizQuestion(props: QuizQuestionProps) {
  const { t } = useLingui();
  const { number, total, title, hint, options, selected, multiple, canContinue, last, onPick, onNext, onBack } = props;
  // Next is disabled on a new question, so focus would fall to the page: take it to the question instead, which
  // also brings it into view on a phone and tells a screen reader what is asked.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [number]);
  return (
    <Stack gap="6" maxW="2xl" mx="auto">
      <Box>
        <Text fontSize="sm" color="fg.muted" mb="2">{t`Question ${number} of ${total}`}</Text>
        <Progress.Root value={(number / total) * 100} size="sm" colorPalette="brand" aria-label={t`Quiz progress`}>
          <Progress.Track borderRadius="full"><Progress.Range /></Progress.Track>
        </Progress.Root>
      </Box>
      <Box>
        <Heading as="h2" id="quiz-question" ref={heading} tabIndex={-1} fontFamily="heading" fontWeight="medium"
          fontSize={{ base: "2xl", md: "3xl" }} scrollMarginTop="24" _focus={{ outline: "none" }}>
          {title}
        </Heading>
        <Text color="fg.muted" mt="2" id="quiz-hint">{hint}</Text>
      </Box>
      <Stack as="fieldset" gap="3" aria-labelledby="quiz-question" aria-describedby="quiz-hint" border="0" p="0" m="0">
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Box as="label" key={option.value} display="flex" alignItems="center" gap="4" cursor="pointer"
              borderWidth="2px" borderColor={on ? "brand.solid" : "border"} bg={on ? "brand.subtle" : "bg.panel"}
              borderRadius="xl" px="5" py="4" _focusWithin={{ outline: "2px solid", outlineColor: "brand.solid" }}>
              <input type={multiple ? "checkbox" : "radio"} name="quiz-answer" value={option.value} checked={on}
                onChange={() => onPick(option.value)} style={{ width: 20, height: 20, accentColor: "currentColor" }} />
              <Box>
                <Text fontWeight="semibold">{option.label}</Text>
                <Text fontSize="sm" color="fg.muted">{option.desc}</Text>
              </Box>
            </Box>
          );
        })}
      </Stack>
      <Flex justifyContent="space-between" gap="3">
        <Button variant="outline" borderRadius="full" px="6" onClick={onBack}>{t`Back`}</Button>
        <Button colorPalette="brand" borderRadius="full" px="8" disabled={!canContinue} onClick={onNext}>
          {last ? t`See my routine` : t`Next`}
        </Button>
      </Flex>
    </Stack>
  );
}
