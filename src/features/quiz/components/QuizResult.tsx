import { Box, Button, chakra, Flex, Grid, Heading, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";

const RouterLink = chakra(Link);

export interface RoutineProduct {
  id: number;
  name: string;
  brand: string;
  price: string;
  image: string;
  href: string;
}

export interface RoutineStepView {
  slot: string;
  label: string;
  pick: RoutineProduct;
  alternative: RoutineProduct | null;
}

export interface QuizResultProps {
  profileTitle: string;
  profileLines: readonly string[];
  /** null while the routine loads. */
  steps: readonly RoutineStepView[] | null;
  failed: boolean;
  total: string;
  budget: string;
  overBudget: boolean;
  /** Steps left out to stay within the budget (or missing from the catalog), already in words. */
  leftOut: readonly string[];
  /** Product ids being added right now. */
  adding: readonly number[];
  addingAll: boolean;
  resultLink: string;
  onAdd: (productId: number) => void;
  onAddAll: () => void;
  onRetry: () => void;
  onBack: () => void;
  onRestart: () => void;
  /** A signed-in member can keep the result on the profile; absent for guests. */
  keep?: { busy: boolean; kept: boolean; onKeep: () => void } | undefined;
}

function ProductLine({ product, adding, onAdd, alternative }: {
  product: RoutineProduct; adding: boolean; onAdd: () => void; alternative?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Flex gap="3" alignItems="center">
      <Image src={product.image} alt="" w={alternative ? "12" : "16"} h={alternative ? "12" : "16"} borderRadius="lg"
        bg="bg.subtle" objectFit="cover" flexShrink={0} />
      <Box flex="1" minW="0">
        <Text fontSize="xs" color="fg.muted">{product.brand}</Text>
        <RouterLink to={product.href} fontWeight={alternative ? "normal" : "semibold"}
          fontSize={alternative ? "sm" : "md"}
          lineClamp={2}>{product.name}</RouterLink>
        <Text fontSize="sm">{product.price}</Text>
      </Box>
      <Button size="sm" variant={alternative ? "outline" : "solid"} colorPalette="brand" borderRadius="full"
        loading={adding} onClick={onAdd}>
        {t`Add`} <chakra.span srOnly>{product.name}</chakra.span>
      </Button>
    </Flex>
  );
}

/** The quiz's result: the profile in plain words, then the routine step by step with alternatives and Add. */
export function QuizResult(props: QuizResultProps) {
  const { t } = useLingui();
  const { profileTitle, profileLines, steps, failed, total, budget, overBudget, leftOut, adding, addingAll } = props;
  return (
    <Stack gap="8">
      <Box bg="whiteAlpha.800" borderRadius="2xl" p={{ base: "5", md: "8" }} borderWidth="1px" borderColor="sand.200">
        <Text fontSize="xs" fontWeight="bold" letterSpacing="0.14em" textTransform="uppercase" color="brand.fg">
          {t`Your skin profile`}
        </Text>
        <Heading as="h2" fontFamily="heading" fontWeight="medium" fontSize={{ base: "2xl", md: "3xl" }} mt="2">
          {profileTitle}
        </Heading>
        <Stack gap="1" mt="3">{profileLines.map((line) => <Text key={line}>{line}</Text>)}</Stack>
      </Box>

      <Box as="section" aria-labelledby="routine-title">
        <Flex justifyContent="space-between" alignItems={{ base: "flex-start", md: "center" }} gap="3"
          direction={{ base: "column", md: "row" }} mb="4">
          <Heading as="h2" id="routine-title" fontFamily="heading" fontWeight="medium" fontSize="2xl">
            {t`Your routine`}
          </Heading>
          {steps && steps.length > 0 ? (
            <Flex gap="3" alignItems="center" wrap="wrap">
              <Text fontWeight="semibold">{t`Total ${total}`}<Text as="span" color="fg.muted" fontWeight="normal">
                {" "}· {t`budget ${budget}`}</Text></Text>
              <Button colorPalette="brand" borderRadius="full" px="6" loading={addingAll} onClick={props.onAddAll}>
                {t`Add the whole routine`}
              </Button>
            </Flex>
          ) : null}
        </Flex>
        {failed ? (
          <Box role="alert" textAlign="center" py="8">
            <Text mb="3">{t`We could not load your routine.`}</Text>
            <Button borderRadius="full" onClick={props.onRetry}>{t`Try again`}</Button>
          </Box>
        ) : steps === null ? (
          <Stack gap="3" aria-busy="true">
            <Skeleton h="24" borderRadius="xl" /><Skeleton h="24" borderRadius="xl" />
          </Stack>
        ) : (
          <Grid as="ol" listStyleType="none" gap="4" templateColumns={{ base: "1fr", lg: "1fr 1fr" }}>
            {steps.map((step, i) => (
              <Box as="li" key={step.slot} bg="bg.panel" borderRadius="2xl" borderWidth="1px" borderColor="border"
                p="5">
                <Text fontSize="xs" fontWeight="bold" color="brand.fg" letterSpacing="0.1em" textTransform="uppercase"
                  mb="3">
                  {t`Step ${i + 1}`} · {step.label}
                </Text>
                <ProductLine product={step.pick} adding={adding.includes(step.pick.id)}
                  onAdd={() => props.onAdd(step.pick.id)} />
                {step.alternative ? (
                  <Box mt="4" pt="3" borderTopWidth="1px" borderColor="border">
                    <Text fontSize="xs" color="fg.muted" mb="2">{t`Or try`}</Text>
                    <ProductLine product={step.alternative} alternative adding={adding.includes(step.alternative.id)}
                      onAdd={() => props.onAdd(step.alternative!.id)} />
                  </Box>
                ) : null}
              </Box>
            ))}
          </Grid>
        )}
        {overBudget ? (
          <Text mt="3" color="fg.muted">{t`This is the lowest-priced routine we can make for your skin.`}</Text>
        ) : null}
        {leftOut.length > 0 ? (
          <Text mt="3" color="fg.muted">{t`Left out to stay within your budget: ${leftOut.join(", ")}.`}</Text>
        ) : null}
      </Box>

      <Flex gap="3" wrap="wrap" alignItems="center">
        <Button variant="outline" borderRadius="full" onClick={props.onBack}>{t`Change my answers`}</Button>
        {props.keep ? (
          <Button variant="outline" borderRadius="full" loading={props.keep.busy} disabled={props.keep.kept}
            onClick={props.keep.onKeep}>
            {props.keep.kept ? t`Kept on your profile` : t`Keep on my profile`}
          </Button>
        ) : null}
        <Button variant="ghost" borderRadius="full" onClick={props.onRestart}>{t`Start again`}</Button>
        <RouterLink to={props.resultLink} color="brand.fg" fontWeight="semibold" fontSize="sm">
          {t`Link to this result`}
        </RouterLink>
      </Flex>
    </Stack>
  );
}
