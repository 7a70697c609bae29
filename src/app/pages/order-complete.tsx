import { Skeleton } from "@chakra-ui/react";
import { useParams, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchOrder } from "#api/order.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { OrderCompleteTemplate } from "#features/orders/templates/OrderCompleteTemplate.tsx";
import { formatBaht } from "#contract/money.ts";
import { useLocale } from "#lib/locale.tsx";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { OrderMissing } from "./parts/OrderMissing.tsx";

/** /order/{id}/complete (spec §4 Order flow): thank you, the paid order and what happens next. */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token");
  const session = useSession();
  const order = useQuery(["order", id, token, session.user?.id ?? null, "complete"],
    (signal) => fetchOrder(id, token, { signal }), { enabled: session.ready });
  if (order.status === "error") {
    return <OrderMissing error={order.error} signedIn={session.signedIn} />;
  }
  return (
    <PageFrame eyebrow={t`Orders`} title={t`Thank you for your order`}
      {...(order.data?.status === "processing"
        ? { lead: t`Your payment went through and your order is being prepared.` } : {})}>
      {order.data ? (
        <OrderCompleteTemplate order={order.data} token={token} signedIn={session.signedIn}
          money={(s) => formatBaht(s, locale)} />
      ) : <Skeleton h="64" borderRadius="2xl" />}
    </PageFrame>
  );
}
