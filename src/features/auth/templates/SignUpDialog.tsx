import { useSelector } from "@xstate/react";
import type { DialogSlotProps } from "#components/feedback/DialogHost.tsx";
import { useSession } from "#lib/session.tsx";
import { useShopActor } from "#lib/shop.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { SignUpForm } from "../components/SignUpForm.tsx";
import type { FormResult } from "../components/auth-messages.ts";

/** The sign-up dialog's body: after registering the machine goes home with 'Registered successfully.'. */
export function SignUpDialog({ open }: DialogSlotProps) {
  const session = useSession();
  const { to } = useLocalePath();
  const busy = useSelector(useShopActor("auth"), (s) => s.matches("registering"));

  const submit = (values: { email: string; password: string; passwordConfirmation: string }): Promise<FormResult> =>
    session.register(values);

  return <SignUpForm busy={busy} termsHref={to("/terms-services")} onSubmit={submit} onSignIn={() => open("signIn")} />;
}
