import { useEffect, useRef, useState } from "react";
import { useActorRef, useSelector } from "@xstate/react";
import type { InspectionEvent, SnapshotFrom } from "xstate";
import { useLingui } from "@lingui/react/macro";
import type { User } from "#contract/auth.ts";
import type { otpMachine } from "#machines/otp.machine.ts";
import { useToast } from "#lib/feedback.tsx";
import { OtpPanel, type OtpStage } from "../components/OtpPanel.tsx";
import { otpErrorText } from "../components/otp-messages.ts";

export interface OtpVerificationTemplateProps {
  /** The OTP machine with its requests provided by the app (src/app/pages/otp-verification.tsx). */
  machine: typeof otpMachine;
  /** The member's phone, formatted; null when the account has none. */
  phone: string | null;
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

/** Spec §4 Phone verification: Send code, type it, Verify; Resend after the cooldown; errors as 'error!' toasts. */
export function OtpVerificationTemplate({
  machine, phone, onVerified, onAddPhone, inspect,
}: OtpVerificationTemplateProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const actor = useActorRef(machine, inspect ? { inspect } : {});
  const snapshot = useSelector(actor, (s) => s);
  const [code, setCode] = useState("");

  // The machine says what the member must hear: a failure is an 'error!' toast (spec §8), and both a failure and a
  // new code clear the boxes for the next try.
  useEffect(() => {
    const failed = actor.on("otp.failed", (failure) => {
      const { attemptsLeft, cooldownLeft: seconds } = failure;
      const message = otpErrorText(failure.code, i18n, { attemptsLeft, seconds });
      void toast({ status: "error", title: t`error!`, message });
      setCode("");
    });
    const sent = actor.on("otp.sent", () => setCode(""));
    return () => {
      failed.unsubscribe();
      sent.unsubscribe();
    };
  }, [actor, i18n, t, toast]);

  // The machine's output is the verified member; the page hears it once.
  const verified = snapshot.status === "done" ? snapshot.output : null;
  const told = useRef(false);
  useEffect(() => {
    if (!verified || told.current) return;
    told.current = true;
    onVerified(verified);
  }, [verified, onVerified]);

  const { context } = snapshot;
  const stage = stageOf(snapshot);
  if (stage === "complete") return null;
  const errorText = context.error
    ? otpErrorText(context.error, i18n, { attemptsLeft: context.attemptsLeft, seconds: context.cooldownLeft })
    : undefined;
  return (
    <OtpPanel
      stage={stage}
      phone={context.phone ?? phone}
      code={code}
      onCodeChange={setCode}
      onSubmit={(value) => actor.send({ type: "otp.submit", code: value })}
      attemptsLeft={context.attemptsLeft}
      cooldownLeft={context.cooldownLeft}
      canResend={snapshot.matches("spent") || snapshot.matches({ codeEntry: { resend: "resendable" } })}
      error={errorText}
      onRequest={() => actor.send({ type: "otp.request" })}
      onResend={() => actor.send({ type: "otp.resend" })}
      onAddPhone={onAddPhone}
    />
  );
}
