import { useState } from "react";
import type { DialogSlotProps } from "../../../components/feedback/DialogHost.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useLocalePath } from "../../../lib/use-locale-path.ts";
import { SignUpForm } from "../components/SignUpForm.tsx";
import type { FormResult } from "../components/messages.ts";

/** The sign-up dialog's body: after registering the machine goes home with 'Registered successfully.'. */
export function SignUpDialog({ open }: DialogSlotProps) {
  const session = useSession();
  const { to } = useLocalePath();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { email: string; password: string; passwordConfirmation: string }): Promise<FormResult> => {
    setBusy(true);
    const outcome = await session.register(values);
    setBusy(false);
    return outcome.ok ? outcome : { ok: false, message: outcome.message, fields: outcome.fields };
  };

  return <SignUpForm busy={busy} termsHref={to("/terms-services")} onSubmit={submit} onSignIn={() => open("signIn")} />;
}
