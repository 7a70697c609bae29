import { Badge, Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";

export interface CouponCardProps {
  code: string;
  name: string;
  desc: string;
  /** Already formatted: "10% off", "฿200 off". */
  value: string;
  /** Already formatted terms, each one line: minimum spend, dates. */
  terms: readonly string[];
  membersOnly: boolean;
  exclusiveOnly: boolean;
  collecting: boolean;
  onCollect: () => void;
  /** A link to the coupon's own page, in the list. */
  more?: ReactNode;
}

/** One coupon as a ticket: what it takes off, its terms and who may use it, with Collect. */
export function CouponCard(props: CouponCardProps) {
  const { t } = useLingui();
  const { code, name, desc, value, terms, membersOnly, exclusiveOnly, collecting, onCollect, more } = props;
  return (
    <Flex as="article" aria-label={name} borderWidth="1px" borderStyle="dashed" borderColor="brand.muted"
      borderRadius="2xl" bg="bg.panel" overflow="hidden" direction={{ base: "column", sm: "row" }}>
      <Flex bg="brand.subtle" color="brand.fg" px="6" py="5" minW={{ sm: "36" }} direction="column"
        justifyContent="center"
        alignItems={{ base: "flex-start", sm: "center" }} textAlign={{ sm: "center" }}>
        <Text fontFamily="heading" fontSize="2xl" lineHeight="1.1">{value}</Text>
        <Text fontSize="xs" mt="1" letterSpacing="wider">{code}</Text>
      </Flex>
      <Stack flex="1" px="6" py="5" gap="2">
        <Heading as="h2" fontSize="lg" fontWeight="semibold">{name}</Heading>
        {desc ? <Text color="fg.muted" fontSize="sm">{desc}</Text> : null}
        <Box as="ul" listStyleType="none" fontSize="sm">
          {terms.map((term) => <li key={term}>{term}</li>)}
        </Box>
        {membersOnly || exclusiveOnly ? (
          <Flex gap="2">
            {exclusiveOnly ? <Badge colorPalette="purple">{t`Exclusive members only`}</Badge>
              : <Badge colorPalette="blue">{t`Members only`}</Badge>}
          </Flex>
        ) : null}
        <Flex gap="3" mt="2" alignItems="center" wrap="wrap">
          <Button colorPalette="brand" borderRadius="full" px="6" loading={collecting} onClick={onCollect}>
            {t`Collect`} <Box as="span" srOnly>{code}</Box>
          </Button>
          {more}
        </Flex>
      </Stack>
    </Flex>
  );
}
