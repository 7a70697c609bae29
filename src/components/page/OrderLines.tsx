import { Box, Flex, Image, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface OrderLine {
  key: number;
  name: string;
  desc: string;
  image: string;
  qty: number;
  /** The line's total, formatted. */
  total: string;
}

/** Product lines with their pictures, as the summary of a checkout or an order shows them. */
export function OrderLines({ lines, label }: { lines: OrderLine[]; label: string }) {
  const { t } = useLingui();
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" aria-label={label}>
      {lines.map((line) => (
        <Flex as="li" key={line.key} gap="3" alignItems="center">
          <Image src={line.image} alt="" w="14" h="14" objectFit="cover" borderRadius="lg" bg="bg.muted"
            flexShrink={0} />
          <Box flex="1" minW="0">
            <Text fontSize="sm" fontWeight="medium" lineClamp={2}>{line.name}</Text>
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>{line.desc}</Text>
            <Text fontSize="xs" color="fg.muted">{t`Qty ${line.qty}`}</Text>
          </Box>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums" flexShrink={0}>{line.total}</Text>
        </Flex>
      ))}
    </Box>
  );
}
