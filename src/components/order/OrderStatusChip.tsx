import { Badge } from "@chakra-ui/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { OrderStatus } from "#contract/order.ts";

/** Spec §4 Order display status: the words and the chip's colour of each status. */
const CHIPS: Record<OrderStatus, { label: ReturnType<typeof msg>; palette: string }> = {
  processing: { label: msg`Processing Order`, palette: "yellow" },
  pending: { label: msg`Pending Payment`, palette: "gray" },
  completed: { label: msg`Delivered`, palette: "green" },
  failed: { label: msg`Failed / Expired`, palette: "red" },
  in_transit: { label: msg`In Transit`, palette: "yellow" },
};

export const statusLabel = (status: OrderStatus, i18n: I18n): string => i18n._(CHIPS[status].label);

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={CHIPS[status].palette} variant="subtle" borderRadius="full" px="2.5" py="0.5" fontSize="xs"
      data-status={status}>
      {statusLabel(status, i18n)}
    </Badge>
  );
}
