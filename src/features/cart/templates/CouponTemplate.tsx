import { chakra, Skeleton, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { CouponPreview } from "#contract/cart.ts";
import type { Locale } from "#contract/locale.ts";
import { useCartCommands } from "#lib/cart.tsx";
import { formatDate } from "#lib/dates.ts";
import { useToast } from "#lib/feedback.tsx";
import { useLocale } from "#lib/locale.tsx";
import { formatBaht } from "#contract/money.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { couponNotFound, couponReceived } from "#components/cart/cart-messages.ts";
import { CouponCard } from "../components/CouponCard.tsx";

const RouterLink = chakra(Link);

/** What a coupon takes off, in words: "10% off", "฿200 off", "15% off, up to ฿1,500". */
export function couponValue(coupon: CouponPreview, i18n: I18n, locale: Locale): string {
  if (coupon.discount_type === "fixed") {
    const amount = formatBaht(coupon.discount_value, locale);
    return i18n._(msg`${amount} off`);
  }
  const percent = coupon.discount_value;
  return i18n._(msg`${percent}% off`);
}

/** The coupon's terms as lines: minimum spend, the cap of a percent coupon, and its dates. */
export function couponTerms(coupon: CouponPreview, i18n: I18n, locale: Locale): string[] {
  const money = (satang: number) => formatBaht(satang, locale);
  const terms: string[] = [];
  const minimum = money(coupon.min_spend);
  const cap = coupon.max_discount === null ? "" : money(coupon.max_discount);
  const from = coupon.starts_at ? formatDate(coupon.starts_at, locale) : "";
  const until = coupon.ends_at ? formatDate(coupon.ends_at, locale) : "";
  terms.push(coupon.min_spend > 0
    ? i18n._(msg`Minimum spend ${minimum}`)
    : i18n._(msg`No minimum spend`));
  if (coupon.max_discount !== null) {
    terms.push(i18n._(msg`Up to ${cap} off`));
  }
  if (coupon.starts_at) {
    terms.push(i18n._(msg`From ${from}`));
  }
  terms.push(coupon.ends_at
    ? i18n._(msg`Until ${until}`)
    : i18n._(msg`No end date`));
  return terms;
}

/**
 * /coupon and /coupon/{id}: the coupons to collect (one, on its own page). Collect looks the code up through the cart
 * (`coupon.get`, which keeps it as the temporary coupon, stored locally), says so and goes to /coupon/complete.
 */
export function CouponTemplate({ coupons, loading, single }: {
  coupons: readonly CouponPreview[]; loading: boolean; single: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLocale();
  const { to } = useLocalePath();
  const navigate = useNavigate();
  const toast = useToast();
  const commands = useCartCommands();
  const [collecting, setCollecting] = useState<string | null>(null);

  const collect = async (code: string) => {
    setCollecting(code);
    const got = await commands.getCoupon(code);
    setCollecting(null);
    if (!got.ok) {
      void toast({ status: "error", title: t`Error`, message: i18n._(couponNotFound) });
      return;
    }
    void toast({ status: "success", title: i18n._(couponReceived) });
    navigate(to("/coupon/complete"));
  };

  if (loading) {
    return (
      <Stack gap="4" aria-busy="true"><Skeleton h="40" borderRadius="2xl" /><Skeleton
        h="40" borderRadius="2xl" /></Stack>
    );
  }
  return (
    <Stack gap="5">
      {coupons.map((coupon) => (
        <CouponCard key={coupon.code} code={coupon.code} name={coupon.name} desc={coupon.desc}
          value={couponValue(coupon, i18n, locale)} terms={couponTerms(coupon, i18n, locale)}
          membersOnly={coupon.members_only} exclusiveOnly={coupon.exclusive_only}
          collecting={collecting === coupon.code} onCollect={() => void collect(coupon.code)}
          more={single ? undefined : (
            <RouterLink to={to(`/coupon/${coupon.code}`)} color="brand.fg" fontSize="sm" fontWeight="semibold">
              {t`Terms`} <chakra.span srOnly>{coupon.name}</chakra.span>
            </RouterLink>
          )} />
      ))}
    </Stack>
  );
}
