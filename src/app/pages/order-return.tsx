import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <PageFrame width="narrow" eyebrow={id ? t`Order ${id}` : t`Orders`} title={t`Return or exchange`} lead={t`Returns and exchanges within 2 or 7 days of delivery; repairs within 1 month.`}>
      <EmptyState title={t`Choose the order to return`} text={t`Start a return from the order in My Orders.`} action={<LinkButton to="/my-account/my-orders">{t`My Orders`}</LinkButton>} />
    </PageFrame>
  );
}
