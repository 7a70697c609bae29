import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { useSession } from "#lib/session.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";
import { AccountNav } from "./parts/AccountNav.tsx";

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Orders`} lead={t`Every order you have placed, newest first.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to see your orders.`} />}
    </PageFrame>
  );
}
