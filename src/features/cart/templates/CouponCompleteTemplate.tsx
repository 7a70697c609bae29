import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import { GiftIcon } from "#components/chrome/icons.tsx";
import { EmptyState } from "#components/page/EmptyState.tsx";
import { useCartSnapshot } from "#lib/cart.tsx";

/**
 * After a coupon is collected (/coupon/complete): names the coupon the cart now holds (the temporary coupon, kept
 * across a reload) and says where it waits; without one (opened directly) it says the same in general.
 */
export function CouponCompleteTemplate({ action }: { action: ReactNode }) {
  const { t } = useLingui();
  const coupon = useCartSnapshot((s) => s.context.tempCoupon);
  if (!coupon) {
    return (
      <EmptyState icon={<GiftIcon size={28} />} action={action} title={t`It is waiting in your cart`}
        text={t`Open your cart and tap Apply when your items reach the coupon's terms.`} />
    );
  }
  const { name, code } = coupon;
  return (
    <EmptyState icon={<GiftIcon size={28} />} action={action} title={t`${name} is waiting in your cart`}
      text={t`Code ${code}. Open your cart and tap Apply when your items reach the coupon's terms.`} />
  );
}
