import { useState } from "react";
import type { DialogSlotProps } from "../../../components/feedback/DialogHost.tsx";
import { useSession } from "../../../lib/session.tsx";
import { ForgetPasswordForm, type ResetRequestResult } from "../components/ForgetPasswordForm.tsx";

/** The forgot-password dialog's body: asks for a reset link, then says it was sent. */
export function ForgetPasswordDialog({ close, open }: DialogSlotProps) {
  const session = useSession();
  const [busy, setBusy] = useState(false);

  const submit = async (email: string): Promise<ResetRequestResult> => {
    setBusy(true);
    const outcome = await session.requestPasswordReset(email);
    setBusy(false);
    return outcome;
  };

  return <ForgetPasswordForm busy={busy} onSubmit={submit} onClose={close} onSignIn={() => open("signIn")} />;
}
