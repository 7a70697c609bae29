import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";

export function Component() {
  const { t } = useLingui();
  const { id } = useParams();
  return (
    <PageFrame width="narrow" eyebrow={id ? t`Order ${id}` : t`Orders`} title={t`Payment`} lead={t`Choose card, internet banking, installment, PromptPay, True Money or Rabbit LINE Pay.`}>
      <EmptyState title={t`This order is not ready for payment`} text={t`Open the order from My Orders to pay for it.`} action={<LinkButton to="/my-account/my-orders">{t`My Orders`}</LinkButton>} />
    </PageFrame>
  );
}
