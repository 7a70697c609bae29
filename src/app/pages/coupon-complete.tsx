import { Flex } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { CouponCompleteTemplate } from "#features/cart/templates/CouponCompleteTemplate.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

/** After a coupon is collected: it waits in the cart, one tap applies it there. */
export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame width="narrow" eyebrow={t`Coupons`} title={t`Coupon received`}
      lead={t`You have successfully received the coupon.`}>
      <CouponCompleteTemplate
        action={(
          <Flex gap="3" wrap="wrap" justifyContent="center">
            <LinkButton to="/my-cart">{t`Go to cart`}</LinkButton>
            <LinkButton to="/product/new-in" variant="outline">{t`Continue shopping`}</LinkButton>
          </Flex>
        )} />
    </PageFrame>
  );
}
