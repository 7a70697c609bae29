import { Skeleton } from "@chakra-ui/react";
import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchOrder, reorder } from "#api/order.ts";
import { toApiError } from "#api/errors.ts";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { OrderDetailTemplate } from "#features/orders/templates/OrderDetailTemplate.tsx";
import { useCartActor } from "#lib/cart.tsx";
import { request } from "#lib/request.ts";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { LinkButton } from "./parts/LinkButton.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

/** /my-account/my-orders/{id} (spec §3 Order display): one of the member's orders. */
export function Component() {
  const { t } = useLingui();
  const { id = "" } = useParams();
  const session = useSession();
  const cart = useCartActor();
  const memberId = session.user?.id ?? null;
  const order = useQuery(["order", id, memberId], (signal) => fetchOrder(id, null, { signal }),
    { enabled: memberId !== null });

  // Re-order fills the browser's cart (or the member's); the cart actor then adopts and loads it.
  const onReorder = async () => {
    const result = await reorder({ orderId: id, cartId: cart.getSnapshot().context.cartId });
    await request(cart, { type: "cart.adopt", cartId: result.cart.id });
    return result.lines;
  };
  const title = order.data ? t`Order ${order.data.number}` : t`Order`;
  return (
    <PageFrame eyebrow={t`My Orders`} title={title} lead={t`Status, items, shipping and tracking for this order.`}>
      {!session.signedIn ? <SignInPanel text={t`Log in to see this order.`} /> : (
        <>
          <AccountNav />
          {order.status === "error" ? (
            <EmptyState title={t`We could not find this order`} text={toApiError(order.error).message}
              action={<LinkButton to="/my-account/my-orders">{t`My Orders`}</LinkButton>} />
          ) : order.data ? <OrderDetailTemplate order={order.data} onReorder={onReorder} />
            : <Skeleton h="64" borderRadius="2xl" />}
        </>
      )}
    </PageFrame>
  );
}
