import { useParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fetchCoupons, getCoupon } from "#api/cart.ts";
import { GiftIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { CouponTemplate } from "#features/cart/templates/CouponTemplate.tsx";
import { useQuery } from "#lib/use-query.ts";
import { LinkButton } from "./parts/LinkButton.tsx";

/**
 * /coupon: the coupons a shopper can collect now; /coupon/{code}: one coupon with its terms. An unknown, ended or
 * used-up code says 'No coupon found, please try again.' (spec §8).
 */
export function Component() {
  const { t } = useLingui();
  const { id } = useParams();
  const code = id?.trim().toUpperCase() ?? "";
  const list = useQuery(["coupons", code], async (signal) =>
    (code ? [await getCoupon(code, { signal })] : await fetchCoupons({ signal })));
  const coupons = list.data ?? [];
  const missing = list.status === "error" || (list.status === "success" && coupons.length === 0);
  const title = code && coupons[0] ? coupons[0].name : t`Coupons`;
  return (
    <PageFrame width="narrow" eyebrow={t`Coupons`} title={title}
      lead={code ? t`Collect this coupon and use it in your cart.` : t`Collect a coupon and use it in your cart.`}>
      {missing ? (
        <EmptyState icon={<GiftIcon size={28} />} title={t`No coupon found, please try again.`}
          text={code
            ? t`Check the link you followed, or see the coupons you can collect now.`
            : t`New offers appear here first.`}
          action={<LinkButton to={code ? "/coupon" : "/"}>{code ? t`See all coupons` : t`Back to home`}</LinkButton>} />
      ) : (
        <CouponTemplate coupons={coupons} loading={list.status === "loading"} single={code !== ""} />
      )}
    </PageFrame>
  );
}
