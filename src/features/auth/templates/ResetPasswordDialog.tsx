import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { DialogSlotProps } from "#components/feedback/DialogHost.tsx";
import { useToast } from "#lib/feedback.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { ResetPasswordForm } from "../components/ResetPasswordForm.tsx";
import type { FormResult } from "../components/auth-messages.ts";
import type { ResetValues } from "../validation.ts";

/** Spec §2: Login goes home and opens sign-in after 300 ms. */
export const OPEN_SIGN_IN_AFTER_MS = 300;

export interface ResetPasswordDialogProps extends DialogSlotProps {
  /** POST api/auth/password/reset. */
  confirmPasswordReset: (
    input: { email: string; token: string; password: string; passwordConfirmation: string },
  ) => Promise<FormResult>;
}

/** The reset form's body, opened on /auth/reset-password?token=…&email=… (the link in the mail). */
export function ResetPasswordDialog({ close, open, confirmPasswordReset }: ResetPasswordDialogProps) {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);

  const submit = async (values: ResetValues): Promise<FormResult> => {
    setBusy(true);
    const outcome = await confirmPasswordReset({ email, token, ...values });
    setBusy(false);
    // Spec §8: the reset form's refusal is a toast titled 'error!' with the server's message.
    if (!outcome.ok) void toast({ status: "error", title: t`error!`, message: outcome.message });
    return outcome;
  };

  const login = () => {
    close();
    navigate(to("/"));
    setTimeout(() => open("signIn"), OPEN_SIGN_IN_AFTER_MS);
  };

  return <ResetPasswordForm email={email} busy={busy} onSubmit={submit} onLogin={login} />;
}
