import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { useSession } from "../../lib/session";
import { SignInPanel } from "./parts/SignInPanel";
import { AccountNav } from "./parts/AccountNav";

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Orders`} lead={t`Every order you have placed, newest first.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to see your orders.`} />}
    </PageFrame>
  );
}
