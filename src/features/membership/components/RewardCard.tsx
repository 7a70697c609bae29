import { Badge, Box, Button, Flex, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Reward } from "#contract/membership.ts";
import { STATE_PALETTE, STATE_WORDS } from "./reward-words.ts";

export interface RewardCardProps {
  reward: Reward;
  date: (iso: string) => string;
  onRedeem: (reward: Reward) => void;
}

/** A gift or promotion: what it is, its points price and dates, and either Redeem or the chip saying why not. */
export function RewardCard({ reward, date, onRedeem }: RewardCardProps) {
  const { t, i18n } = useLingui();
  const available = reward.state === "available";
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
      <Text fontSize="sm" fontWeight="medium">{t`${reward.points_price} points`}</Text>
      {reward.ends_at ? <Text fontSize="xs" color="fg.muted">{t`Until ${date(reward.ends_at)}`}</Text> : null}
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
