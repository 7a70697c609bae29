import { useState } from "react";
import { useSelector } from "@xstate/react";
import type { SocialProvider } from "#contract/auth.ts";
import type { DialogSlotProps } from "#components/feedback/DialogHost.tsx";
import { useSession } from "#lib/session.tsx";
import { useShopActor } from "#lib/shop.tsx";
import { SignInForm } from "../components/SignInForm.tsx";
import type { FormResult } from "../components/auth-messages.ts";
import type { SignInValues } from "../validation.ts";

/** The sign-in dialog's body: the auth machine closes the dialog, toasts and reloads the page after success. */
export function SignInDialog({ open }: DialogSlotProps) {
  const session = useSession();
  // Only the e-mail sign-in: a social step in flight spins its own button instead.
  const busy = useSelector(useShopActor("auth"), (s) => s.matches("signingIn"));
  const [socialPending, setSocialPending] = useState<SocialProvider | null>(null);

  const submit = (values: SignInValues): Promise<FormResult> => session.signIn(values);

  const social = async (provider: SocialProvider) => {
    setSocialPending(provider);
    const outcome = await session.social(provider);
    // On success the browser is leaving for the provider; the button keeps spinning until it does.
    if (!outcome.ok) setSocialPending(null);
  };

  return (
    <SignInForm busy={busy} socialPending={socialPending} onSubmit={submit}
      onForgotPassword={() => open("forgetPassword")}
      onSignUp={() => open("signUp")} onSocial={(provider) => void social(provider)} />
  );
}
