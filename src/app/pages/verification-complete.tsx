import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { VerifiedPanel } from "#features/phone/components/VerifiedPanel.tsx";
import { fetchPoints } from "#api/user.ts";
import { useLocale } from "#lib/locale.tsx";
import { orderDate } from "#lib/order-dates.ts";
import { useSession } from "#lib/session.tsx";
import { useQuery } from "#lib/use-query.ts";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

export function Component() {
  const { t } = useLingui();
  const { to } = useLocalePath();
  // The member comes from the session: a verified code refreshes it before this page opens.
  const { user } = useSession();
  const { locale } = useLocale();
  // The LINE points merged by this verification are pending until the next day (decision 0134).
  const points = useQuery(["points", user?.id ?? null, "verified"], (signal) => fetchPoints({ signal }),
    { enabled: user !== null });
  const line = points.data?.pending.find((p) => p.kind === "line_merge");
  const arrives = line ? orderDate(line.arrives_at, locale) : "";
  const lead = line
    ? t`${line.points} LINE shopping points are pending: they arrive in your account on ${arrives}.`
    : points.status === "success"
      ? t`No LINE shopping points are waiting for this phone.`
      : t`Your LINE shopping points will appear in your account tomorrow.`;
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Phone verified`} lead={lead}>
      {user ? (
        <>
          <AccountNav />
          <VerifiedPanel phone={user.phone?.formatted ?? null} verified={user.phone !== null && user.phone_verified}
            accountPath={to("/my-account")} verifyPath={to("/my-account/otp-verification")} />
        </>
      ) : <SignInPanel text={t`Log in to see your points.`} />}
    </PageFrame>
  );
}
