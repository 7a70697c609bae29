import { useParams, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { PaymentReturnTemplate } from "#features/payment/templates/PaymentReturnTemplate.tsx";
import { formatBaht } from "#contract/money.ts";
import { useLocale } from "#lib/locale.tsx";

/** /order/{id}/return (spec §4 Order flow): the provider sends the shopper here; the payment is checked until final. */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  return (
    <PageFrame width="narrow" eyebrow={t`Secure payment`} title={t`Checking your payment`}
      lead={t`One moment: we are asking the payment provider whether your payment went through.`}>
      <PaymentReturnTemplate orderId={id} token={search.get("token")} money={(s) => formatBaht(s, locale)} />
    </PageFrame>
  );
}
