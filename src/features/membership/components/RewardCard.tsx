import { Badge, Box, Button, Flex, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Reward } from "#contract/membership.ts";
import { STATE_PALETTE, STATE_WORDS } from "./reward-messages.ts";

export interface RewardCardProps {
  reward: Reward;
  date: (iso: string) => string;
  onRedeem: (reward: Reward) => void;
}

/** A gift or promotion: what it is, its points price and dates, and either Redeem or the chip saying why not. */
export function RewardCard({ reward, date, onRedeem }: RewardCardProps) {
  const { t, i18n } = useLingui();
  const available = reward.state === "available";
  // A reward that has not started says when it starts; a birthday gift without a birth date says how to get one.
  const datesOf = ({ starts_at: from, ends_at: until, festival, state }: Reward) => {
    if (festival === "birthday" && !from) return t`Add your birth date in My Account to get it in your birth month.`;
    if (state === "not_started" && from) {
      return until ? t`From ${date(from)} until ${date(until)}` : t`From ${date(from)}`;
    }
    return until ? t`Until ${date(until)}` : null;
  };
  const dates = datesOf(reward);
  return (
    <Flex as="li" direction="column" gap="2" borderWidth="1px" borderColor="border" borderRadius="xl" p="4"
      bg="bg.panel" data-testid="reward" data-state={reward.state}>
      <Flex gap="3" alignItems="flex-start">
        {reward.image ? <Image src={reward.image} alt="" w="14" h="14" objectFit="cover" borderRadius="lg" /> : null}
        <Box flex="1" minW="0">
          <Text fontWeight="semibold">{reward.name}</Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>{reward.description}</Text>
        </Box>
      </Flex>
      <Text fontSize="sm" fontWeight="medium">
        {reward.points_price === 0 ? t`Free` : t`${reward.points_price} points`}
      </Text>
      {dates ? <Text fontSize="xs" color="fg.muted" data-testid="reward-dates">{dates}</Text> : null}
      {reward.kind === "gift" && reward.state === "redeemed" ? (
        <Text fontSize="sm" data-testid="reward-shipping">
          {reward.order_number ? t`Ships with order ${reward.order_number}.` : t`Your gift ships with your next order.`}
        </Text>
      ) : null}
      {reward.coupon_code ? (
        <Text fontSize="sm">{t`Your code:`} <Text as="span" fontFamily="mono" fontWeight="bold"
          data-testid="reward-coupon">{reward.coupon_code}</Text></Text>
      ) : null}
      <Flex mt="auto" pt="1" justifyContent="space-between" alignItems="center" gap="2">
        <Badge colorPalette={STATE_PALETTE[reward.state]} data-testid="reward-state">
          {i18n._(STATE_WORDS[reward.state])}
        </Badge>
        {available ? (
          <Button size="sm" borderRadius="full" colorPalette="brand" onClick={() => onRedeem(reward)}
            aria-label={t`Redeem ${reward.name}`}>{t`Redeem`}</Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
