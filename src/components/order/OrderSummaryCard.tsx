import { Box, Heading, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Order, OrderItem, OrderProductItem } from "#contract/order.ts";
import { OrderLines } from "#components/page/OrderLines.tsx";

const isProduct = (item: OrderItem): item is OrderProductItem => item.type === "product";

/** The order beside the payment form and on the complete page: its lines and the amounts as charged. */
export function OrderSummaryCard({ order, money }: { order: Order; money: (satang: number) => string }) {
  const { t } = useLingui();
  return (
    <Box as="section" aria-labelledby="order-summary-title" borderWidth="1px" borderColor="border" borderRadius="2xl"
      bg="bg.panel" p={{ base: "5", md: "6" }}>
      <Heading as="h2" id="order-summary-title" fontFamily="heading" fontWeight="medium" fontSize="2xl" mb="4">
        {t`Order summary`}
      </Heading>
      <OrderLines label={t`Items in this order`} lines={order.items.filter(isProduct).map((item) => ({
        key: item.product_id, name: item.name, desc: item.desc, image: item.image, qty: item.qty,
        total: money(item.total),
      }))} />
      <Box as="dl" display="grid" gridTemplateColumns="1fr auto" gap="2" fontSize="sm" mt="5" pt="4"
        borderTopWidth="1px">
        <Text as="dt">{t`Subtotal`}</Text><Text as="dd" textAlign="end">{money(order.subtotal)}</Text>
        {order.discount > 0 ? (
          <><Text as="dt">{t`Discount`}</Text><Text as="dd" textAlign="end">−{money(order.discount)}</Text></>
        ) : null}
        <Text as="dt">{t`Shipping`}</Text>
        <Text as="dd" textAlign="end">{order.shipping > 0 ? money(order.shipping) : t`Free`}</Text>
        <Text as="dt" fontWeight="bold" fontSize="lg">{t`Total`}</Text>
        <Text as="dd" textAlign="end" fontWeight="bold" fontSize="lg">{money(order.total)}</Text>
        <Text as="dt" color="fg.muted" fontSize="xs">{t`VAT included`}</Text>
        <Text as="dd" textAlign="end" color="fg.muted" fontSize="xs">{money(order.vat)}</Text>
      </Box>
    </Box>
  );
}
