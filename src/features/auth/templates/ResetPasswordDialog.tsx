import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { DialogSlotProps } from "../../../components/feedback/DialogHost.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useLocalePath } from "../../../lib/use-locale-path.ts";
import { ResetPasswordForm } from "../components/ResetPasswordForm.tsx";
import type { FormResult } from "../components/messages.ts";
import type { ResetValues } from "../validation.ts";

/** Spec §2: Login goes home and opens sign-in after 300 ms. */
export const OPEN_SIGN_IN_AFTER_MS = 300;

/** The reset form's body, opened on /auth/reset-password?token=…&email=… (the link in the mail). */
export function ResetPasswordDialog({ close, open }: DialogSlotProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { to } = useLocalePath();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const [busy, setBusy] = useState(false);

  const submit = async (values: ResetValues): Promise<FormResult> => {
    setBusy(true);
    const outcome = await session.confirmPasswordReset({ email, token, ...values });
    setBusy(false);
    return outcome;
  };

  const login = () => {
    close();
    navigate(to("/"));
    setTimeout(() => open("signIn"), OPEN_SIGN_IN_AFTER_MS);
  };

  return <ResetPasswordForm email={email} busy={busy} onSubmit={submit} onLogin={login} />;
}
