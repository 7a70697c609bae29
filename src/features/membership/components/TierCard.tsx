import { Badge, Box, Button, Flex, Heading, Progress, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { EXCLUSIVE_POINTS_PRICE, type PointsSummary } from "#contract/membership.ts";

export interface TierCardProps {
  summary: PointsSummary;
  /** When the member joined (api/user/me). */
  joinedAt: string | null;
  date: (iso: string) => string;
  onRedeemExclusive: () => void;
}

/** The member's tier: exclusive with its end date, or member with the progress to exclusive and its hint. */
export function TierCard({ summary, joinedAt, date, onRedeemExclusive }: TierCardProps) {
  const { t } = useLingui();
  const exclusive = summary.member_status === "exclusive";
  const progress = Math.min(EXCLUSIVE_POINTS_PRICE, Math.max(0, summary.points));
  return (
    <Box as="section" aria-labelledby="tier-title" borderRadius="2xl" p="5" color={exclusive ? "white" : "fg"}
      bg={exclusive ? "brand.solid" : "brand.subtle"}>
      <Flex justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap">
        <Heading as="h2" id="tier-title" fontSize="xl" fontFamily="heading" fontWeight="medium">
          {exclusive ? t`Exclusive member` : t`Member`}
        </Heading>
        <Badge colorPalette={exclusive ? "yellow" : "gray"} data-testid="tier-status">
          {exclusive ? t`Exclusive` : t`Member`}
        </Badge>
      </Flex>
      {joinedAt ? <Text fontSize="sm" mt="1">{t`Member since ${date(joinedAt)}`}</Text> : null}
      {exclusive && summary.exclusive_until ? (
        <Text fontSize="sm" mt="1" data-testid="exclusive-until">
          {t`Exclusive until ${date(summary.exclusive_until)}: 5% off every item.`}
        </Text>
      ) : null}
      {exclusive && !summary.can_redeem_exclusive ? (
        <Text fontSize="sm" mt="1">{t`You can renew for ${EXCLUSIVE_POINTS_PRICE} points in its last 30 days.`}</Text>
      ) : null}
      {!exclusive ? (
        <Box mt="4">
          <Progress.Root value={progress} max={EXCLUSIVE_POINTS_PRICE} size="sm" colorPalette="brand">
            <Progress.Label fontSize="sm" mb="1">{t`Progress to exclusive membership`}</Progress.Label>
            <Progress.Track bg="bg"><Progress.Range /></Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" mt="2" data-testid="exclusive-hint">
            {summary.points_to_exclusive > 0
              ? t`Collect another ${summary.points_to_exclusive} points to become an exclusive member.`
              : t`You have enough points to become an exclusive member.`}
          </Text>
          {/* What exclusive brings, where a member deciding to collect points reads it (spec §1). */}
          <Text fontSize="sm" mt="2" color="fg.muted" data-testid="exclusive-perks">
            {t`Exclusive members get 5% off every item, a birthday gift and 30% off in their birth month.`}{" "}
            {t`Festival gifts too, for a year. One order of ฿45,000 also makes you exclusive.`}
          </Text>
        </Box>
      ) : null}
      {summary.can_redeem_exclusive ? (
        <Button mt="4" size="sm" borderRadius="full" colorPalette={exclusive ? "gray" : "brand"}
          onClick={onRedeemExclusive}>
          {exclusive
            ? t`Renew for ${EXCLUSIVE_POINTS_PRICE} points`
            : t`Redeem exclusive for ${EXCLUSIVE_POINTS_PRICE} points`}
        </Button>
      ) : null}
    </Box>
  );
}
