import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { VerifiedPanel } from "#features/phone/components/VerifiedPanel.tsx";
import { useSession } from "#lib/session.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

export function Component() {
  const { t } = useLingui();
  const { to } = useLocalePath();
  // The member comes from the session: a verified code refreshes it before this page opens.
  const { user } = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Phone verified`} lead={t`Your LINE shopping points will appear in your account tomorrow.`}>
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
