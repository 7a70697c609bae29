import { useState } from "react";
import { useLingui } from "@lingui/react/macro";
import { User } from "../../../contract/auth.ts";
import { getData } from "../../api/client";
import { PageFrame } from "../../components/page/PageFrame";
import { VerifiedPanel } from "../../features/phone/components/VerifiedPanel";
import { useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";
import { useQuery } from "../../lib/use-query";
import { AccountNav } from "./parts/AccountNav";
import { SignInPanel } from "./parts/SignInPanel";

function Complete({ memberKey }: { memberKey: string }) {
  const { to } = useLocalePath();
  // Fresh each visit: the phone may have changed in the dialog or been verified a moment ago.
  const [visit] = useState(() => Date.now());
  const me = useQuery(["me", memberKey, "phone", visit], (signal) => getData("api/user/me", User, { signal }));
  const user = me.data;
  if (!user) return null;
  return (
    <VerifiedPanel phone={user.phone?.formatted ?? null} verified={user.phone !== null && user.phone_verified}
      accountPath={to("/my-account")} verifyPath={to("/my-account/otp-verification")} />
  );
}

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Phone verified`} lead={t`Your LINE shopping points will appear in your account tomorrow.`}>
      {session.signedIn ? (
        <>
          <AccountNav />
          <Complete memberKey={session.user?.email ?? ""} />
        </>
      ) : <SignInPanel text={t`Log in to see your points.`} />}
    </PageFrame>
  );
}
