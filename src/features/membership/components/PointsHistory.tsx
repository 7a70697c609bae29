import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PointEntry, PointKind } from "#contract/membership.ts";

const KIND_WORDS: Record<PointKind, MessageDescriptor> = {
  earn: msg`Earned`, redeem: msg`Redeemed`, reverse: msg`Refund`, expire: msg`Lapsed`,
  line_merge: msg`LINE points`, adjust: msg`Adjusted by SkinState`,
};

/** The ledger, newest first: what moved the balance, by how much and when. */
export function PointsHistory({ entries, date }: { entries: readonly PointEntry[]; date: (iso: string) => string }) {
  const { t, i18n } = useLingui();
  // The server names a reward or an order; the exclusive redeem's reference is a code worded here.
  const referenceOf = (reference: string | null) => (reference === "exclusive" ? t`Exclusive membership` : reference);
  return (
    <Box as="section" aria-labelledby="history-title">
      <Heading as="h2" id="history-title" fontSize="xl" fontFamily="heading" fontWeight="medium" mb="3">
        {t`Points history`}
      </Heading>
      {entries.length === 0 ? (
        <Text color="fg.muted">{t`No points yet: they arrive with your first paid order.`}</Text>
      ) : (
        <Box as="ul" listStyleType="none" p="0" m="0" borderTopWidth="1px" borderColor="border">
          {entries.map((entry) => (
            <Flex as="li" key={entry.id} py="2.5" gap="3" borderBottomWidth="1px" borderColor="border"
              justifyContent="space-between" data-testid="history-entry">
              <Box minW="0">
                <Text fontSize="sm" fontWeight="medium">{i18n._(KIND_WORDS[entry.kind])}</Text>
                {/* A long reward name gives way; the date is always read whole (it was cut off at 375 px). */}
                <Flex fontSize="xs" color="fg.muted" gap="1" minW="0">
                  {entry.reference ? (
                    <><Text as="span" truncate minW="0">{referenceOf(entry.reference)}</Text><span>·</span></>
                  ) : null}
                  <Text as="span" flexShrink="0">{date(entry.created_at)}</Text>
                </Flex>
              </Box>
              <Text fontSize="sm" fontWeight="semibold" color={entry.points > 0 ? "green.fg" : "fg"}
                fontVariantNumeric="tabular-nums">{entry.points > 0 ? `+${entry.points}` : entry.points}</Text>
            </Flex>
          ))}
        </Box>
      )}
    </Box>
  );
}
