import { Box, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Select, useLingui } from "@lingui/react/macro";
import type { PointsSummary } from "#contract/membership.ts";
import { formatCount } from "#contract/numbers.ts";
import { pluralCategory } from "#lib/plural.ts";

export interface PointsOverviewProps {
  summary: PointsSummary;
  /** Formats an ISO date in the shopper's language. */
  date: (iso: string) => string;
}

/** The balance, the points on their way with the day they arrive, and when an idle balance lapses. */
export function PointsOverview({ summary, date }: PointsOverviewProps) {
  const { t, i18n } = useLingui();
  const lapse = (day: string) =>
    t`1 point for every 1,000 THB. Points lapse on ${day} if you neither earn nor redeem before then.`;
  return (
    <Box as="section" aria-labelledby="points-title" borderWidth="1px" borderColor="border" borderRadius="2xl" p="5"
      bg="bg.panel">
      <Heading as="h2" id="points-title" fontSize="md" fontWeight="semibold" color="fg.muted">{t`My points`}</Heading>
      <Flex alignItems="baseline" gap="2" mt="1">
        <Text fontSize="4xl" fontWeight="bold" fontFamily="heading" data-testid="points-balance">
          {formatCount(summary.points)}
        </Text>
        <Text color="fg.muted">
          <Select value={pluralCategory(i18n.locale, summary.points)} _one="point" other="points" />
        </Text>
      </Flex>
      {summary.pending.length > 0 ? (
        <Stack as="ul" gap="1" mt="2" listStyleType="none" p="0" aria-label={t`Pending points`}>
          {summary.pending.map((p) => (
            <Text as="li" key={`${p.kind}-${p.arrives_at}-${p.points}`} fontSize="sm" color="orange.fg"
              data-testid="pending-points">
              {p.kind === "line_merge"
                ? t`+${p.points} LINE shopping points pending, arriving ${date(p.arrives_at)}`
                : t`+${p.points} pending, arriving ${date(p.arrives_at)}`}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Text fontSize="xs" color="fg.muted" mt="3">
        {summary.expires_at
          ? lapse(date(summary.expires_at))
          : t`1 point for every 1,000 THB you spend.`}
      </Text>
    </Box>
  );
}
