import { useLingui } from "@lingui/react/macro";
import { GiftIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame width="narrow" eyebrow={t`Coupons`} title={t`Coupon received`} lead={t`You have successfully received the coupon.`}>
      <EmptyState icon={<GiftIcon size={28} />} title={t`It is waiting in your cart`} text={t`The discount applies at checkout.`}
        action={<LinkButton to="/product/new-in">{t`Continue shopping`}</LinkButton>} />
    </PageFrame>
  );
}
