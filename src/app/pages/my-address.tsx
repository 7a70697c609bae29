import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { useSession } from "../../lib/session";
import { SignInPanel } from "./parts/SignInPanel";
import { AccountNav } from "./parts/AccountNav";

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`My Shipping`} lead={t`Your shipping and billing addresses.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to manage your addresses.`} />}
    </PageFrame>
  );
}
