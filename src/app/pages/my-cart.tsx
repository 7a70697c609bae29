import { useLingui } from "@lingui/react/macro";
import { fetchStore } from "#api/general.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { CartTemplate } from "#features/cart/templates/CartTemplate.tsx";
import { useLocale } from "#lib/locale.tsx";
import { useQuery } from "#lib/use-query.ts";

/**
 * /my-cart (spec §2 Cart and checkout): the cart actor lives in the layout; this page shows and changes it. The
 * branches for pickup come from api/general/store (the footer's answer, shared through the query cache).
 */
export function Component() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const store = useQuery(["store", locale], (signal) => fetchStore({ signal }));
  return (
    <PageFrame eyebrow={t`Cart`} title={t`My cart`} lead={t`Review your items, apply a coupon and check out.`}>
      <CartTemplate branches={store.data?.branches} />
    </PageFrame>
  );
}
