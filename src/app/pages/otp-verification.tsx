import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { User } from "../../../contract/auth.ts";
import { getData, withMinDelay } from "../../api/client";
import { requestPhoneOtp, verifyPhoneOtp } from "../../api/phone";
import { PageFrame } from "../../components/page/PageFrame";
import { OtpVerificationTemplate } from "../../features/phone/templates/OtpVerificationTemplate";
import { VerifiedPanel } from "../../features/phone/components/VerifiedPanel";
import { useDialogs } from "../../lib/feedback";
import { useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";
import { useQuery } from "../../lib/use-query";
import { AccountNav } from "./parts/AccountNav";
import { SignInPanel } from "./parts/SignInPanel";

const requestCode = () => withMinDelay(requestPhoneOtp());
const verifyCode = (code: string) => withMinDelay(verifyPhoneOtp(code));

function Verification({ memberKey }: { memberKey: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { to } = useLocalePath();
  // Fresh each visit: the phone may have changed in the dialog or been verified a moment ago.
  const [visit] = useState(() => Date.now());
  // A phone saved in the check-phone dialog reaches the session; the member is then read again.
  const sessionPhone = session.user?.phone?.e164 ?? null;
  const me = useQuery(["me", memberKey, "phone", visit, sessionPhone], (signal) => getData("api/user/me", User, { signal }));
  const onVerified = useCallback((user: User) => {
    // The session takes the verified member (the account page and header see it at once).
    void session.refresh(user);
    navigate(to("/my-account/verification-complete"));
  }, [navigate, session, to]);

  const user = me.data;
  if (!user) return null;
  if (user.phone && user.phone_verified) {
    return <VerifiedPanel phone={user.phone.formatted} verified accountPath={to("/my-account")} verifyPath={to("/my-account/otp-verification")} />;
  }
  // Keyed by the phone, so a new number starts a new verification.
  return (
    <OtpVerificationTemplate key={user.phone?.e164 ?? "none"} phone={user.phone?.formatted ?? null} requestCode={requestCode} verifyCode={verifyCode}
      onVerified={onVerified} onAddPhone={() => dialogs.open("checkPhone")} />
  );
}

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Verify your phone`} lead={t`Enter the code we sent by SMS to merge your LINE shopping points.`}>
      {session.signedIn ? (
        <>
          <AccountNav />
          <Verification memberKey={session.user?.email ?? ""} />
        </>
      ) : <SignInPanel text={t`Log in to verify your phone number.`} />}
    </PageFrame>
  );
}
