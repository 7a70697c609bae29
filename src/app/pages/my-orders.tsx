import { useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchOrders } from "#api/order.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { OrderListTemplate } from "#features/orders/templates/OrderListTemplate.tsx";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

/** /my-account/my-orders (spec §2 Account): the member's orders, `?page=` in the URL. */
export function Component() {
  const { t } = useLingui();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get("page") ?? "1", 10) || 1);
  const memberId = session.user?.id ?? null;
  const orders = useQuery(["orders", memberId, page], (signal) => fetchOrders(page, { signal }),
    { enabled: memberId !== null });
  const meta = orders.data?.meta;
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Orders`} lead={t`Every order you have placed, newest first.`}>
      {session.signedIn ? (
        <>
          <AccountNav />
          <OrderListTemplate orders={orders.data?.data ?? null} page={page} failed={orders.status === "error"}
            pages={meta ? Math.max(1, Math.ceil(meta.total / meta.per_page)) : 1} onReload={orders.reload}
            onPage={(next) => {
              setSearch(next === 1 ? {} : { page: String(next) });
              window.scrollTo?.({ top: 0 });
            }} />
        </>
      ) : <SignInPanel text={t`Log in to see your orders.`} />}
    </PageFrame>
  );
}
