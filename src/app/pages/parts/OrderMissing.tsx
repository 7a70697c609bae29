import { useLingui } from "@lingui/react/macro";
import { toApiError } from "#api/errors.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { LinkButton } from "./LinkButton.tsx";

/** An order page for an order that is not there (or not this shopper's): the server's reason and a way on. */
export function OrderMissing({ error, signedIn }: { error: unknown; signedIn: boolean }) {
  const { t } = useLingui();
  return (
    <PageFrame width="narrow" eyebrow={t`Orders`} title={t`Order not found`}>
      <EmptyState title={toApiError(error).message || t`We could not find this order.`}
        text={t`Check the link in your order e-mail, or sign in with the account that placed the order.`}
        action={signedIn
          ? <LinkButton to="/my-account/my-orders">{t`My Orders`}</LinkButton>
          : <LinkButton to="/">{t`Continue shopping`}</LinkButton>} />
    </PageFrame>
  );
}
