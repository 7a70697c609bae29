import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { useSession } from "../../lib/session";
import { SignInPanel } from "./parts/SignInPanel";
import { AccountNav } from "./parts/AccountNav";

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Account`} lead={t`Your profile, orders, addresses and points in one place.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to see your profile, orders and points.`} />}
    </PageFrame>
  );
}
