import { Badge, Box, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { formatBaht } from "#contract/money.ts";
import type { StuckItem } from "#contract/support.ts";
import { useLocale } from "#lib/locale.tsx";
import { ageParts, STUCK_LABELS } from "./support-messages.ts";

function Age({ item }: { item: StuckItem }) {
  const { t } = useLingui();
  const { value, unit } = ageParts(item.age_seconds);
  const text = { s: t`${value} s`, min: t`${value} min`, h: t`${value} h`, d: t`${value} d` }[unit];
  return <>{item.kind === "expiring_unpaid" ? t`expires in ${text}` : t`for ${text}`}</>;
}

/** "Stuck now": one card per stuck checkout or failed job, each opening the order's story. */
export function StuckList({ items, onOpen, onRefresh, loading }: {
  items: StuckItem[] | null; onOpen: (number: string) => void; onRefresh: () => void; loading: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  return (
    <Box as="section" aria-labelledby="stuck-heading">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" id="stuck-heading" fontSize="lg">
          {t`Stuck now`}{items ? ` (${items.length})` : ""}
        </Heading>
        <Button size="sm" variant="outline" onClick={onRefresh} loading={loading}>{t`Refresh`}</Button>
      </HStack>
      {items && items.length === 0 ? <Text color="fg.muted">{t`Nothing is stuck right now.`}</Text> : null}
      <Stack as="ul" gap="2" listStyleType="none" data-testid="stuck-list">
        {(items ?? []).map((item, i) => (
          <Box as="li" key={`${item.kind}-${item.order_number ?? item.job?.name ?? ""}-${item.charge_id ?? i}`}
            borderWidth="1px" borderColor="border" borderRadius="lg" p="3" bg="bg.panel" data-kind={item.kind}>
            <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
              <Badge colorPalette={item.kind === "job_failed" ? "red" : "orange"} variant="subtle">
                {i18n._(STUCK_LABELS[item.kind])}
              </Badge>
              <Text fontSize="sm" color="fg.muted"><Age item={item} /></Text>
            </HStack>
            {item.order_number ? (
              <Button variant="plain" px="0" h="auto" mt="1" fontWeight="bold" color="brand.fg"
                textDecoration="underline" onClick={() => onOpen(item.order_number ?? "")}>
                {item.order_number}
              </Button>
            ) : null}
            {item.job ? (
              <Text fontSize="sm" mt="1">
                <b>{item.job.name}</b>{item.job.error ? `: ${item.job.error}` : ""} · {t`retries: ${item.job.retries}`}
              </Text>
            ) : null}
            {item.order_number ? (
              <Text fontSize="sm" color="fg.muted" mt="1" wordBreak="break-word">
                {[item.email, item.phone, item.amount === null ? null : formatBaht(item.amount, locale), item.method,
                  item.charge_id].filter(Boolean).join(" · ")}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
