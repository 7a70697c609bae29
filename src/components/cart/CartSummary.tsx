import { Box, Flex, Heading, Separator, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { ItemCount } from "#components/page/ItemCount.tsx";
import type { SummaryMemberDiscount } from "./summary-discounts.ts";
import { useMemberDiscountLabel } from "#components/page/use-member-discount-label.ts";

export interface CartSummaryProps {
  itemCount: number;
  subtotal: string;
  /** The coupon's part; null when no coupon takes anything off. */
  discount: string | null;
  /** The member price (decision 0135); null or absent without one. */
  memberDiscount?: SummaryMemberDiscount | null;
  couponName: string | null;
  /** null: free. */
  shipping: string | null;
  vat: string;
  total: string;
  busy: boolean;
  coupon: ReactNode;
  /** The shipping-method choice, between the coupon and the amounts. */
  shippingChoice?: ReactNode;
  children: ReactNode;
}

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Flex justifyContent="space-between" gap="4" fontSize={strong ? "lg" : "sm"} fontWeight={strong ? "bold" : "normal"}
      {...(strong ? { borderTopWidth: "1px", borderColor: "border", pt: "3", mt: "1" } : {})}>
      <Box as="dt">{label}</Box>
      <Box as="dd" textAlign="end" fontVariantNumeric="tabular-nums">{value}</Box>
    </Flex>
  );
}

/** Order summary: the amounts exactly as the server priced them, the coupon field and the checkout actions. */
export function CartSummary(props: CartSummaryProps) {
  const { t } = useLingui();
  const { couponName, itemCount } = props;
  const memberLabel = useMemberDiscountLabel();
  return (
    <Box as="section" aria-labelledby="cart-summary-title" borderWidth="1px" borderColor="border" borderRadius="2xl"
      bg="bg.panel"
      p={{ base: "5", md: "6" }} position={{ lg: "sticky" }} top={{ lg: "96px" }} aria-busy={props.busy}>
      <Flex alignItems="baseline" justifyContent="space-between" mb="4">
        <Heading as="h2" id="cart-summary-title" fontFamily="heading" fontWeight="medium" fontSize="2xl">
          {t`Order summary`}</Heading>
        <Text fontSize="sm" color="fg.muted"><ItemCount count={itemCount} /></Text>
      </Flex>
      {props.coupon}
      {props.shippingChoice ? (
        <>
          <Separator my="5" />
          {props.shippingChoice}
        </>
      ) : null}
      <Separator my="5" />
      <Box as="dl" display="flex" flexDirection="column" gap="2.5">
        <Row label={t`Subtotal`} value={props.subtotal} />
        {props.memberDiscount ? (
          <Row label={memberLabel(props.memberDiscount)} value={`−${props.memberDiscount.amount}`} />
        ) : null}
        {props.discount ? (
          <Row label={couponName ? t`Discount (${couponName})` : t`Discount`} value={`−${props.discount}`} />
        ) : null}
        <Row label={t`Shipping`} value={props.shipping ?? t`Free`} />
        <Row label={t`Total`} value={props.total} strong />
        <Flex justifyContent="space-between" fontSize="xs" color="fg.muted">
          <Box as="dt">{t`VAT included`}</Box>
          <Box as="dd" fontVariantNumeric="tabular-nums">{props.vat}</Box>
        </Flex>
      </Box>
      <Box mt="6">{props.children}</Box>
    </Box>
  );
}
