import { useEffect, useMemo, useRef, useState } from "react";
import { useMachine } from "@xstate/react";
import { fromPromise, type InspectionEvent, type SnapshotFrom } from "xstate";
import { useLingui } from "@lingui/react/macro";
import type { User } from "../../../../contract/auth.ts";
import type { OtpChallenge } from "../../../../contract/user.ts";
import { otpMachine, sentFromChallenge } from "../../../../machines/otp.machine.ts";
import { useToast } from "../../../lib/feedback";
import { OtpPanel, type OtpStage } from "../components/OtpPanel";
import { otpErrorText } from "../components/otp-messages";

export interface OtpVerificationTemplateProps {
  /** The member's phone, formatted; null when the account has none. */
  phone: string | null;
  /** POST api/user/otp/phone/request. */
  requestCode: () => Promise<OtpChallenge>;
  /** POST api/user/otp/phone/verify: the member, now with phone_verified. */
  verifyCode: (code: string) => Promise<User>;
  /** The phone is verified: the page refreshes the session and goes to verification-complete. */
  onVerified: (user: User) => void;
  /** No phone on the account: open the check-phone dialog. */
  onAddPhone?: () => void;
  /** Stately inspector / model-test coverage. */
  inspect?: (event: InspectionEvent) => void;
}

type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

function stageOf(snapshot: OtpSnapshot): OtpStage | "complete" {
  if (snapshot.matches("complete")) return "complete";
  if (snapshot.matches("requesting")) return "requesting";
  if (snapshot.matches("spent")) return "spent";
  if (snapshot.matches({ codeEntry: { entry: "verifying" } })) return "verifying";
  if (snapshot.matches("codeEntry")) return "entry";
  return "idle";
}

/** A request or a check just answered with a failure (not the code quietly running out). */
function justFailed(before: OtpSnapshot, after: OtpSnapshot): boolean {
  const waiting = (s: OtpSnapshot) => s.matches("requesting") || s.matches({ codeEntry: { entry: "verifying" } });
  return waiting(before) && !waiting(after) && after.context.error !== null;
}

/** Spec §4 Phone verification: Send code, type it, Verify; Resend after the cooldown; errors as 'error!' toasts. */
export function OtpVerificationTemplate({ phone, requestCode, verifyCode, onVerified, onAddPhone, inspect }: OtpVerificationTemplateProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const verifiedUser = useRef<User | null>(null);
  const machine = useMemo(() => otpMachine.provide({
    actors: {
      requestCode: fromPromise(async () => sentFromChallenge(await requestCode(), Date.now())),
      verifyCode: fromPromise(async ({ input }: { input: { code: string } }) => {
        verifiedUser.current = await verifyCode(input.code);
        return verifiedUser.current;
      }),
    },
  }), [requestCode, verifyCode]);
  const [snapshot, send, actor] = useMachine(machine, inspect ? { inspect } : {});
  const [code, setCode] = useState("");

  const { context } = snapshot;
  const stage = stageOf(snapshot);
  const errorText = context.error
    ? otpErrorText(context.error, i18n, { attemptsLeft: context.attemptsLeft, seconds: context.cooldownLeft })
    : undefined;

  // Failures answer with an 'error!' toast (spec §8) and clear the boxes for the next try.
  const toastRef = useRef({ toast, title: t`error!`, i18n });
  toastRef.current = { toast, title: t`error!`, i18n };
  useEffect(() => {
    let before = actor.getSnapshot();
    const subscription = actor.subscribe((after) => {
      if (justFailed(before, after) && after.context.error) {
        const { toast: show, title, i18n: lingui } = toastRef.current;
        const message = otpErrorText(after.context.error, lingui, { attemptsLeft: after.context.attemptsLeft, seconds: after.context.cooldownLeft });
        void show({ status: "error", title, message });
        setCode("");
      }
      if (after.matches("codeEntry") && !before.matches("codeEntry")) setCode("");
      before = after;
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const done = useRef(false);
  useEffect(() => {
    if (stage === "complete" && !done.current && verifiedUser.current) {
      done.current = true;
      onVerified(verifiedUser.current);
    }
  }, [stage, onVerified]);

  if (stage === "complete") return null;
  return (
    <OtpPanel
      stage={stage}
      phone={context.phone ?? phone}
      code={code}
      onCodeChange={setCode}
      onSubmit={(value) => send({ type: "otp.submit", code: value })}
      attemptsLeft={context.attemptsLeft}
      cooldownLeft={context.cooldownLeft}
      canResend={snapshot.matches("spent") || snapshot.matches({ codeEntry: { resend: "resendable" } })}
      error={errorText}
      onRequest={() => send({ type: "otp.request" })}
      onResend={() => send({ type: "otp.resend" })}
      onAddPhone={onAddPhone}
    />
  );
}
