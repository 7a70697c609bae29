import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <PageFrame width="narrow" eyebrow={id ? t`Order ${id}` : t`Orders`} title={t`Thank you for your order`} lead={t`We will email you as soon as it ships. Orders paid before 10:00 ship today.`}>
      <EmptyState title={t`Your order is on its way to us`} text={t`Follow its status in My Orders.`} action={<LinkButton to="/my-account/my-orders">{t`My Orders`}</LinkButton>} />
    </PageFrame>
  );
}
