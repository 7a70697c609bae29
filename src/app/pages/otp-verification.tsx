import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import { fromPromise, type InspectionEvent } from "xstate";
import type { User } from "#contract/auth.ts";
import { otpMachine, sentFromChallenge, type OtpSent } from "#machines/otp.machine.ts";
import { withMinDelay } from "#api/client.ts";
import { requestPhoneOtp, verifyPhoneOtp } from "#api/phone.ts";
import { PageFrame } from "#components/page/PageFrame.tsx";
import { OtpVerificationTemplate } from "#features/phone/templates/OtpVerificationTemplate.tsx";
import { VerifiedPanel } from "#features/phone/components/VerifiedPanel.tsx";
import { useDialogs } from "#lib/feedback.tsx";
import { useSession } from "#lib/session.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { AccountNav } from "./parts/AccountNav.tsx";
import { SignInPanel } from "./parts/SignInPanel.tsx";

/** The OTP machine wired to the phone calls (spec §7): the challenge becomes seconds from now. */
export const otpWithApi = otpMachine.provide({
  actors: {
    requestCode: fromPromise<OtpSent>(async () => sentFromChallenge(await withMinDelay(requestPhoneOtp()), Date.now())),
    verifyCode: fromPromise<User, { code: string }>(({ input }) => withMinDelay(verifyPhoneOtp(input.code))),
  },
});

/** The member comes from the session: the check-phone dialog and a verified code both refresh it. */
export function Verification({ user, inspect }: { user: User; inspect?: (event: InspectionEvent) => void }) {
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
    return <VerifiedPanel phone={user.phone.formatted} verified accountPath={to("/my-account")}
      verifyPath={to("/my-account/otp-verification")} />;
  }
  // Keyed by the phone, so a new number starts a new verification.
  return (
    <OtpVerificationTemplate key={user.phone?.e164 ?? "none"} machine={otpWithApi} phone={user.phone?.formatted ?? null}
      onVerified={onVerified} onAddPhone={() => dialogs.open("checkPhone")} {...(inspect ? { inspect } : {})} />
  );
}

export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <PageFrame eyebrow={t`My Account`} title={t`Verify your phone`}
      lead={t`Enter the code we sent by SMS to merge your LINE shopping points.`}>
      {session.user ? (
        <>
          <AccountNav />
          <Verification user={session.user} />
        </>
      ) : <SignInPanel text={t`Log in to verify your phone number.`} />}
    </PageFrame>
  );
}
