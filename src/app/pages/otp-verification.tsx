import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { User } from "../../../contract/auth.ts";
import { withMinDelay } from "../../api/client";
import { requestPhoneOtp, verifyPhoneOtp } from "../../api/phone";
import { PageFrame } from "../../components/page/PageFrame";
import { OtpVerificationTemplate } from "../../features/phone/templates/OtpVerificationTemplate";
import { VerifiedPanel } from "../../features/phone/components/VerifiedPanel";
import { useDialogs } from "../../lib/feedback";
import { useSession } from "../../lib/session";
import { useLocalePath } from "../../lib/use-locale-path";
import { AccountNav } from "./parts/AccountNav";
import { SignInPanel } from "./parts/SignInPanel";

const requestCode = () => withMinDelay(requestPhoneOtp());
const verifyCode = (code: string) => withMinDelay(verifyPhoneOtp(code));

/** The member comes from the session: the check-phone dialog and a verified code both refresh it. */
function Verification({ user }: { user: User }) {
  const session = useSession();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { to } = useLocalePath();
  const onVerified = useCallback((verified: User) => {
    // The session takes the verified member (the account page and header see it at once).
    void session.refresh(verified);
    navigate(to("/my-account/verification-complete"));
  }, [navigate, session, to]);

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
      {session.user ? (
        <>
          <AccountNav />
          <Verification user={session.user} />
        </>
      ) : <SignInPanel text={t`Log in to verify your phone number.`} />}
    </PageFrame>
  );
}
