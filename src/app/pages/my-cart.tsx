import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { CartTemplate } from "../../features/cart/templates/CartTemplate";

/** /my-cart (spec §2 Cart and checkout): the cart actor lives in the layout; this page shows and changes it. */
export function Component() {
  const { t } = useLingui();
  return (
    <PageFrame eyebrow={t`Cart`} title={t`My cart`} lead={t`Review your items, apply a coupon and check out.`}>
      <CartTemplate />
    </PageFrame>
  );
}
