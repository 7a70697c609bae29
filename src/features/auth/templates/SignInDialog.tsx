import { useState } from "react";
import type { SocialProvider } from "../../../../contract/auth.ts";
import type { DialogSlotProps } from "../../../components/feedback/DialogHost.tsx";
import { useSession } from "../../../lib/session.tsx";
import { SignInForm } from "../components/SignInForm.tsx";
import type { FormResult } from "../components/messages.ts";
import type { SignInValues } from "../validation.ts";

/** The sign-in dialog's body: the auth machine closes the dialog, toasts and reloads the page after success. */
export function SignInDialog({ open }: DialogSlotProps) {
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [socialPending, setSocialPending] = useState<SocialProvider | null>(null);

  const submit = async (values: SignInValues): Promise<FormResult> => {
    setBusy(true);
    const outcome = await session.signIn(values);
    setBusy(false);
    return outcome.ok ? outcome : { ok: false, message: outcome.message, fields: outcome.fields };
  };

  const social = async (provider: SocialProvider) => {
    setSocialPending(provider);
    const outcome = await session.social(provider);
    // On success the browser is leaving for the provider; the button keeps spinning until it does.
    if (!outcome.ok) setSocialPending(null);
  };

  return (
    <SignInForm busy={busy} socialPending={socialPending} onSubmit={submit} onForgotPassword={() => open("forgetPassword")}
      onSignUp={() => open("signUp")} onSocial={(provider) => void social(provider)} />
  );
}
