import { Box, Flex, Heading, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { OrderGift } from "#contract/order.ts";

/** Gifts redeemed with points that ship with this order (decision 0133); nothing when there are none. */
export function OrderGifts({ gifts }: { gifts: readonly OrderGift[] }) {
  const { t } = useLingui();
  if (gifts.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="order-gifts" borderWidth="1px" borderColor="border" borderRadius="xl" p="4">
      <Heading as="h3" id="order-gifts" fontSize="md" fontWeight="semibold" mb="3">{t`Gifts with this order`}</Heading>
      <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
        {gifts.map((gift) => (
          <Flex as="li" key={gift.id} gap="3" alignItems="center">
            {gift.image ? <Image src={gift.image} alt="" w="10" h="10" objectFit="cover" borderRadius="md" /> : null}
            <Text fontSize="sm" flex="1">{gift.name}</Text>
            <Text fontSize="sm" color="fg.muted">{t`Free gift`}</Text>
          </Flex>
        ))}
      </Box>
    </Box>
  );
}
