import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useSession } from "#lib/session.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";
import { AccountNav } from "./parts/AccountNav.tsx";

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Membership`} lead={t`Points, gifts and exclusive membership: 1 point for every 1,000 THB you spend.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to see your points and redeem gifts.`} />}
    </PageFrame>
  );
}
