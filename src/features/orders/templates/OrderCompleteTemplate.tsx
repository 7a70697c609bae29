import { Box, Button, Flex, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "#contract/order.ts";
import { useLocale } from "#lib/locale.tsx";
import { calendarDay, orderDateTime } from "#lib/order-dates.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { OrderFacts } from "../components/OrderFacts.tsx";
import { OrderStatusChip } from "#components/order/OrderStatusChip.tsx";
import { OrderSummaryCard } from "#components/order/OrderSummaryCard.tsx";

export interface OrderCompleteTemplateProps {
  order: Order;
  token: string | null;
  signedIn: boolean;
  money: (satang: number) => string;
}

/** /order/{id}/complete (spec §4 Order flow): the paid order, its number and lines, and what happens next. */
export function OrderCompleteTemplate({ order, token, signedIn, money }: OrderCompleteTemplateProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  const paid = order.status !== "pending" && order.status !== "failed";
  const paymentPath = `/order/${order.id}/payment${token ? `?token=${encodeURIComponent(token)}` : ""}`;
  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap={{ base: "6", lg: "10" }}
      alignItems="start">
      <Stack gap="6" borderWidth="1px" borderColor="border" borderRadius="2xl" p={{ base: "5", md: "8" }} bg="bg.panel">
        <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
          <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Order ${order.number}`}</Heading>
          <OrderStatusChip status={order.status} />
        </Flex>
        {paid ? (
          <>
            <OrderFacts facts={[
              { label: t`Order number`, value: order.number },
              { label: t`Paid`, value: <Text as="span" fontWeight="bold">{money(order.total)}</Text> },
              ...(order.paid_at ? [{ label: t`Paid on`, value: orderDateTime(order.paid_at, locale) }] : []),
              ...(order.expected_dispatch
                ? [{ label: t`Ships on`, value: calendarDay(order.expected_dispatch, locale) }] : []),
              { label: t`Receipt sent to`, value: order.contact.email },
            ]} />
            <Box>
              <Heading as="h3" fontSize="md" mb="2">{t`What happens next`}</Heading>
              <List.Root ps="5" gap="1" fontSize="sm">
                <List.Item>{t`We have e-mailed your receipt to ${order.contact.email}.`}</List.Item>
                <List.Item>
                  {t`Orders paid before 10:00 ship the same day, later ones the next working day (no weekend shipping).`}
                </List.Item>
                <List.Item>{t`We e-mail you the tracking number as soon as your parcel is on its way.`}</List.Item>
              </List.Root>
            </Box>
          </>
        ) : (
          <Text role="status">{t`This order is not paid yet.`}</Text>
        )}
        <Flex gap="3" flexWrap="wrap">
          {paid ? null : (
            <Button asChild colorPalette="brand" borderRadius="full">
              <Link to={to(paymentPath)}>{t`Pay now`}</Link>
            </Button>
          )}
          {signedIn ? (
            <Button asChild variant="outline" borderRadius="full">
              <Link to={to(`/my-account/my-orders/${order.id}`)}>{t`View order details`}</Link>
            </Button>
          ) : null}
          <Button asChild variant={paid ? "solid" : "outline"} colorPalette="brand" borderRadius="full">
            <Link to={to("/")}>{t`Continue shopping`}</Link>
          </Button>
        </Flex>
      </Stack>
      <OrderSummaryCard order={order} money={money} />
    </Grid>
  );
}
