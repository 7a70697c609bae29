import { useLingui } from "@lingui/react/macro";
import { GiftIcon } from "../../components/chrome/icons";
import { EmptyState } from "../../components/page/EmptyState";
import { PageFrame } from "../../components/page/PageFrame";
import { LinkButton } from "./parts/LinkButton";

export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame eyebrow={t`Gifts`} title={t`Gifts`} lead={t`Gift sets and member rewards, wrapped and ready to give.`}>
      <EmptyState icon={<GiftIcon size={28} />} title={t`Gift sets are being wrapped`}
        text={t`Members can already redeem points for gifts on the membership page.`}
        action={<LinkButton to="/my-account/membership">{t`See membership rewards`}</LinkButton>} />
    </PageFrame>
  );
}
