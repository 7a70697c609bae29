import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { GiftIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <PageFrame width="narrow" eyebrow={t`Coupons`} title={id ? t`Coupon ${id}` : t`Coupons`} lead={t`Collect a coupon and use it at checkout.`}>
      <EmptyState icon={<GiftIcon size={28} />} title={t`No coupon found, please try again.`}
        text={t`Check the link you followed, or look for current offers in the announcement bar.`}
        action={<LinkButton to="/">{t`Back to home`}</LinkButton>} />
    </PageFrame>
  );
}
