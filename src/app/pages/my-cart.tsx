import { useLingui } from "@lingui/react/macro";
import { BagIcon } from "../../components/chrome/icons";
import { EmptyState } from "../../components/page/EmptyState";
import { PageFrame } from "../../components/page/PageFrame";
import { LinkButton } from "./parts/LinkButton";

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame eyebrow={t`Cart`} title={t`My cart`} lead={t`Review your items, apply a coupon and choose shipping.`}>
      <EmptyState icon={<BagIcon size={28} />} title={t`Your cart is empty`} text={t`Products you add will wait for you here.`}
        action={<LinkButton to="/product/new-in">{t`Start shopping`}</LinkButton>} />
    </PageFrame>
  );
}
