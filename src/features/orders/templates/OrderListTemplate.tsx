import { Box, Button, chakra, Flex, HStack, Image, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { OrderSummary } from "#contract/order.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { ItemCount } from "#components/page/ItemCount.tsx";
import { BagIcon } from "#components/chrome/icons.tsx";
import { useLocale } from "#lib/locale.tsx";
import { formatBaht } from "#contract/money.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { orderDate } from "#lib/order-dates.ts";
import { OrderStatusChip } from "#components/order/OrderStatusChip.tsx";

const RouterLink = chakra(Link);

export interface OrderListTemplateProps {
  /** null while loading. */
  orders: OrderSummary[] | null;
  page: number;
  pages: number;
  failed: boolean;
  onReload: () => void;
  onPage: (page: number) => void;
}

/** /my-account/my-orders: the member's orders, newest first, a page at a time (spec §2 Account, §4 status chips). */
export function OrderListTemplate({ orders, page, pages, failed, onReload, onPage }: OrderListTemplateProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  if (failed) {
    return <EmptyState title={t`Your orders did not load`} text={t`Please try again.`}
      action={<Button colorPalette="brand" borderRadius="full" onClick={onReload}>{t`Try again`}</Button>} />;
  }
  if (!orders) return <Stack gap="3">{[0, 1, 2].map((n) => <Skeleton key={n} h="24" borderRadius="xl" />)}</Stack>;
  if (orders.length === 0) {
    return <EmptyState icon={<BagIcon size={28} />} title={t`No orders yet`} text={t`Orders you place show up here.`}
      action={<Button asChild colorPalette="brand" borderRadius="full"><Link
        to={to("/product")}>{t`Start shopping`}</Link></Button>} />;
  }
  return (
    <Stack gap="6">
      <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3"
        aria-label={t`Your orders`}>
        {orders.map((order) => (
          <Box as="li" key={order.id}>
            <RouterLink to={to(`/my-account/my-orders/${order.id}`)} display="flex" gap="4" p={{ base: "4", md: "5" }}
              borderWidth="1px" borderColor="border" borderRadius="xl" _hover={{ borderColor: "brand.solid" }}
              flexDirection={{ base: "column", md: "row" }} alignItems={{ md: "center" }}>
              <Box flex="1" minW="0">
                <Flex gap="3" align="center" flexWrap="wrap">
                  <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">{order.number}</Text>
                  <OrderStatusChip status={order.status} />
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {orderDate(order.placed_at, locale)} · <ItemCount count={order.item_count} />
                </Text>
              </Box>
              <HStack gap="2">
                {order.images.slice(0, 3).map((image) => (
                  <Image key={image} src={image} alt="" w="12" h="12" objectFit="cover" borderRadius="md"
                    bg="bg.muted" />
                ))}
              </HStack>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" minW="24" textAlign={{ md: "end" }}>
                {formatBaht(order.total, locale)}
              </Text>
            </RouterLink>
          </Box>
        ))}
      </Box>
      {pages > 1 ? (
        <Flex as="nav" aria-label={t`Order pages`} justify="space-between" align="center" gap="3">
          <Button variant="outline" borderRadius="full" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t`Previous`}</Button>
          <Text fontSize="sm">{t`Page ${page} of ${pages}`}</Text>
          <Button variant="outline" borderRadius="full" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t`Next`}</Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
