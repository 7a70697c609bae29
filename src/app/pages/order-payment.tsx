import { useParams, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchOrder } from "#api/order.ts";
import { fetchInstallmentPlan } from "#api/payment.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { PaymentTemplate } from "#features/payment/templates/PaymentTemplate.tsx";
import { formatBaht } from "#contract/money.ts";
import { useLocale } from "#lib/locale.tsx";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { OrderMissing } from "./parts/OrderMissing.tsx";

const loadPlan = (amount: number) => fetchInstallmentPlan(amount);

/**
 * /order/{id}/payment (spec §3, §4; header menus and footer hidden by route-chrome): the order waiting to be paid
 * and the payment form. A guest reads it with the token from the placement answer or the mail's link.
 */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token");
  const session = useSession();
  const order = useQuery(["order", id, token, session.user?.id ?? null], (signal) => fetchOrder(id, token, { signal }),
    { enabled: session.ready });
  const money = (satang: number) => formatBaht(satang, locale);

  if (order.status === "error") {
    return <OrderMissing error={order.error} signedIn={session.signedIn} />;
  }
  return (
    <PageFrame eyebrow={t`Secure payment`} title={t`Payment`}
      lead={t`Thank you. Your order is placed and waits for payment.`}>
      {order.data ? <PaymentTemplate order={order.data} token={token} money={money} loadPlan={loadPlan} /> : null}
    </PageFrame>
  );
}
