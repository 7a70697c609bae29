import { Box, Button, type ButtonProps, Flex, Heading, HStack, List, Separator, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { Order, OrderAddress, OrderItem, OrderProductItem, ReorderLine } from "#contract/order.ts";
import { FormAlert } from "#components/form/index.ts";
import { OrderLines } from "#components/page/OrderLines.tsx";
import { useLocale } from "#lib/locale.tsx";
import { outcomeOf } from "#lib/form-outcome.ts";
import { formatBaht } from "#contract/money.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { orderDate, orderDateTime } from "#lib/order-dates.ts";
import { useMemberDiscountLabel } from "#components/page/use-member-discount-label.ts";
import { OrderFacts } from "../components/OrderFacts.tsx";
import { OrderGifts } from "../components/OrderGifts.tsx";
import { OrderStatusChip } from "#components/order/OrderStatusChip.tsx";
import { shortfallText } from "../components/reorder-messages.ts";
import { Written } from "#components/page/Written.tsx";

export interface OrderDetailTemplateProps {
  order: Order;
  /** Puts the order's products back into the cart; resolves with each line's outcome. */
  onReorder: () => Promise<ReorderLine[]>;
}

const isProduct = (item: OrderItem): item is OrderProductItem => item.type === "product";

/** A link that looks like the shop's main button, in the shopper's language prefix. */
function LinkButtonLike({ to, children, ...rest }: { to: string } & ButtonProps) {
  const { to: localize } = useLocalePath();
  return <Button asChild colorPalette="brand" borderRadius="full" {...rest}><Link
    to={localize(to)}>{children}</Link></Button>;
}

// The name and street as the shopper typed them (marked with their language), then the cascade's names.
function addressText(address: OrderAddress) {
  return (
    <>
      <Written>{`${address.first_name} ${address.last_name}`}</Written>, <Written>
        {address.street_address}</Written>,{" "}
      {`${address.sub_district.name}, ${address.district.name}, ${address.province.name} ${address.postal_code}`}
    </>
  );
}

/** /my-account/my-orders/{id}: every field of spec §3 Order display, the lines, Re-order and Pay now. */
export function OrderDetailTemplate({ order, onReorder }: OrderDetailTemplateProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const money = (satang: number) => formatBaht(satang, locale);
  const memberLabel = useMemberDiscountLabel();
  const member = order.member_discount ?? null;
  // The discount row is the coupon's part; the member price has its own row (decision 0135).
  const couponPart = order.discount - (member?.amount ?? 0);
  const [reordering, setReordering] = useState(false);
  const [report, setReport] = useState<{ lines: string[]; added: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const products = order.items.filter(isProduct);
  const dash = "—";

  const reorder = async () => {
    setReordering(true);
    setError(null);
    setReport(null);
    try {
      const lines = await onReorder();
      setReport({ lines: lines.filter((l) => l.added < l.wanted).map((l) => shortfallText(l, i18n)),
        added: lines.some((l) => l.added > 0) });
    } catch (failure) {
      setError(outcomeOf(failure).message);
    } finally {
      setReordering(false);
    }
  };

  const shippingTo = order.shipping_address ? addressText(order.shipping_address)
    : order.branch ? t`Pickup at ${order.branch.name}` : dash;
  return (
    <Stack gap="8">
      <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" fontSize="2xl" fontFamily="heading" fontWeight="medium">{order.number}</Heading>
          <OrderStatusChip status={order.status} />
        </HStack>
        <HStack gap="3" flexWrap="wrap">
          {order.status === "pending" ? (
            <LinkButtonLike to={`/order/${order.id}/payment`}>{t`Pay now`}</LinkButtonLike>
          ) : null}
          <Button variant="outline" borderRadius="full" onClick={() => void reorder()} loading={reordering}>
            {t`Re-order`}</Button>
        </HStack>
      </Flex>
      <FormAlert title={t`Re-order did not work`} message={error} />
      {report ? (
        <Box role="status" borderWidth="1px" borderRadius="xl" p="4"
          borderColor={report.lines.length > 0 ? "orange.solid" : "green.solid"}
          bg={report.lines.length > 0 ? "orange.subtle" : "green.subtle"}>
          <Text fontWeight="semibold">{report.added ? t`Added to your cart.`
            : t`Nothing could be added to your cart.`}</Text>
          {report.lines.length > 0 ? (
            <List.Root ps="5" mt="2" fontSize="sm">{report.lines.map((line) =>
              <List.Item key={line}>{line}</List.Item>)}</List.Root>
          ) : null}
          {report.added ? <LinkButtonLike to="/my-cart" mt="3" size="sm">{t`Go to my cart`}</LinkButtonLike> : null}
        </Box>
      ) : null}
      <OrderFacts facts={[
        { label: t`Order number`, value: order.number },
        { label: t`Date`, value: orderDate(order.placed_at, locale) },
        { label: t`Status`, value: <OrderStatusChip status={order.status} /> },
        { label: t`Price`, value: money(order.total) },
        { label: t`Total quantity`, value: order.item_count },
        { label: t`Placed on`, value: orderDateTime(order.placed_at, locale) },
        { label: t`Tracking number`, value: order.tracking_number ?? dash },
        { label: t`Shipping to`, value: shippingTo },
        { label: t`Promo code`, value: order.coupon_code ?? dash },
        { label: t`Subtotal`, value: money(order.subtotal) },
        { label: t`Note`, value: order.note ?? dash },
      ]} />
      <Separator />
      <Stack gap="4">
        <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Items`}</Heading>
        <OrderLines label={t`Items in this order`} lines={products.map((item) => ({
          key: item.product_id, name: item.name, desc: item.desc, image: item.image, qty: item.qty,
          total: money(item.total),
        }))} />
        <OrderGifts gifts={order.gifts ?? []} />
        <Box as="dl" display="grid" gridTemplateColumns="1fr auto" gap="2" fontSize="sm" maxW="sm" ms="auto" w="full">
          <Text as="dt">{t`Subtotal`}</Text><Text as="dd" textAlign="end">{money(order.subtotal)}</Text>
          {member ? (<><Text as="dt">{memberLabel(member)}</Text><Text
            as="dd" textAlign="end">−{money(member.amount)}</Text></>) : null}
          {couponPart > 0 ? (<><Text as="dt">{t`Discount`}</Text><Text
            as="dd" textAlign="end">−{money(couponPart)}</Text></>) : null}
          <Text as="dt">{t`Shipping`}</Text><Text as="dd" textAlign="end">{order.shipping > 0 ? money(order.shipping)
            : t`Free`}</Text>
          <Text as="dt" fontWeight="bold">{t`Total`}</Text><Text
            as="dd" textAlign="end" fontWeight="bold">{money(order.total)}</Text>
          <Text as="dt" color="fg.muted" fontSize="xs">{t`VAT included`}</Text>
          <Text as="dd" textAlign="end" color="fg.muted" fontSize="xs">{money(order.vat)}</Text>
        </Box>
      </Stack>
    </Stack>
  );
}
