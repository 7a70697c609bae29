import { useState } from "react";
import type { DialogSlotProps } from "#components/feedback/DialogHost.tsx";
import { ForgetPasswordForm, type ResetRequestResult } from "../components/ForgetPasswordForm.tsx";

export interface ForgetPasswordDialogProps extends DialogSlotProps {
  /** POST api/auth/password/email: resolves with the server's message (the same whether or not the e-mail is known). */
  requestPasswordReset: (email: string) => Promise<ResetRequestResult>;
}

/** The forgot-password dialog's body: asks for a reset link, then says it was sent. */
export function ForgetPasswordDialog({ close, open, requestPasswordReset }: ForgetPasswordDialogProps) {
  const [busy, setBusy] = useState(false);

  const submit = async (email: string): Promise<ResetRequestResult> => {
    setBusy(true);
    const outcome = await requestPasswordReset(email);
    setBusy(false);
    return outcome;
  };

  return <ForgetPasswordForm busy={busy} onSubmit={submit} onClose={close} onSignIn={() => open("signIn")} />;
}
