import { Button, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { FormAlert, TextField } from "#components/form/index.ts";
import { checkResetRequest, hasProblems } from "../validation.ts";
import { fieldErrors } from "./auth-messages.ts";

export type ResetRequestResult = { ok: true; message: string }
  | { ok: false; message: string; fields: Record<string, string[]> };

export interface ForgetPasswordFormProps {
  busy: boolean;
  onSubmit: (email: string) => Promise<ResetRequestResult>;
  onClose: () => void;
  onSignIn: () => void;
}

/** Spec §2 password reset request: email, "Send reset link", then the sent message with Close. */
export function ForgetPasswordForm({ busy, onSubmit, onClose, onSignIn }: ForgetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = checkResetRequest(email);
    if (hasProblems(problems)) {
      setError(fieldErrors(i18n, problems, {}).email);
      return;
    }
    setFailure(null);
    const result = await onSubmit(email.trim());
    if (result.ok) setSent(result.message);
    else {
      // Spec §8: the reset request reads the message from the error data.
      const field = fieldErrors(i18n, {}, result.fields).email;
      if (field) setError(field);
      else setFailure(result.message);
    }
  };

  if (sent !== null) {
    return (
      <Stack gap="5">
        <Text role="status">{sent || t`If that email is registered, a reset link is on its way.`}</Text>
        <Button borderRadius="full" w="full" onClick={onClose}>{t`Close`}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t`Enter the email you signed up with and we will send you a link to reset your password.`}
        </Text>
        <FormAlert message={failure} />
        <TextField label={t`Email`} type="email" name="email" autoComplete="email" inputMode="email" required
          maxLength={254}
          value={email} onChange={(v) => { setEmail(v); setError(undefined); }} error={error}
          placeholder={t`you@example.com`} />
        <Button type="submit" borderRadius="full" w="full" loading={busy}>{t`Send reset link`}</Button>
        <Button type="button" variant="plain" size="sm" color="brand.fg" textDecoration="underline" onClick={onSignIn}>
          {t`Back to log in`}
        </Button>
      </Stack>
    </form>
  );
}
