import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchOrder } from "#api/order.ts";
import { toApiError } from "#api/errors.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { calendarDay, orderDateTime } from "#lib/order-dates.ts";
import { OrderFacts } from "#features/orders/components/OrderFacts.tsx";
import { OrderStatusChip } from "#features/orders/components/OrderStatusChip.tsx";
import { useLocale } from "#lib/locale.tsx";
import { formatBaht } from "#contract/money.ts";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { LinkButton } from "./parts/LinkButton.tsx";

/**
 * /order/{id}/payment: the order waiting to be paid (its number, total and status). A guest reads it with the token
 * from the placement answer or the mail's link. Choosing a payment method comes with the payment issue.
 */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token");
  const session = useSession();
  const order = useQuery(["order", id, token, session.user?.id ?? null], (signal) => fetchOrder(id, token, { signal }),
    { enabled: session.ready });
  const money = (satang: number) => formatBaht(satang, locale);

  if (order.status === "error") {
    return (
      <PageFrame width="narrow" eyebrow={t`Orders`} title={t`Payment`}>
        <EmptyState title={t`We could not find this order`} text={toApiError(order.error).message}
          action={<LinkButton to="/my-account/my-orders">{t`My Orders`}</LinkButton>} />
      </PageFrame>
    );
  }
  const data = order.data;
  return (
    <PageFrame width="narrow" eyebrow={data ? t`Order ${data.number}` : t`Orders`} title={t`Payment`}
      lead={t`Thank you. Your order is placed and waits for payment.`}>
      {data ? (
        <Stack gap="6" borderWidth="1px" borderColor="border" borderRadius="2xl" p={{ base: "5", md: "8" }} bg="bg.panel">
          <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
            <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Order ${data.number}`}</Heading>
            <OrderStatusChip status={data.status} />
          </Flex>
          <OrderFacts facts={[
            { label: t`Total`, value: <Text as="span" fontSize="2xl" fontWeight="bold">{money(data.total)}</Text> },
            { label: t`Placed on`, value: orderDateTime(data.placed_at, locale) },
            ...(data.expires_at ? [{ label: t`Pay by`, value: orderDateTime(data.expires_at, locale) }] : []),
            ...(data.expected_dispatch ? [{ label: t`Ships on`, value: calendarDay(data.expected_dispatch, locale) }] : []),
            { label: t`Confirmation sent to`, value: data.contact.email },
          ]} />
          <Box borderRadius="xl" bg="bg.muted" p="4">
            <Text fontSize="sm">{t`Payment methods open here soon: card, internet banking, installment, PromptPay, True Money and Rabbit LINE Pay.`}</Text>
          </Box>
          {session.signedIn ? (
            <Button asChild variant="outline" borderRadius="full" alignSelf="flex-start">
              <Link to={to(`/my-account/my-orders/${data.id}`)}>{t`View order details`}</Link>
            </Button>
          ) : null}
        </Stack>
      ) : <Skeleton h="64" borderRadius="2xl" />}
    </PageFrame>
  );
}
