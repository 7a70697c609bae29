import { useLingui } from "@lingui/react/macro";
import { PageFrame } from "../../components/page/PageFrame";
import { useSession } from "../../lib/session";
import { SignInPanel } from "./parts/SignInPanel";
import { AccountNav } from "./parts/AccountNav";

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Verify your phone`} lead={t`Enter the code we sent by SMS to merge your LINE shopping points.`}>
      {session.signedIn ? <AccountNav /> : <SignInPanel text={t`Log in to verify your phone number.`} />}
    </PageFrame>
  );
}
