import { Button, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { FormAlert, PasswordField } from "#components/form/index.ts";
import { checkReset, hasProblems, type ResetValues } from "../validation.ts";
import { fieldErrors, passwordHint, type FormResult } from "./auth-messages.ts";

export interface ResetPasswordFormProps {
  /** From the link in the mail; shown read-only. */
  email: string;
  busy: boolean;
  onSubmit: (values: ResetValues) => Promise<FormResult>;
  /** After success: home, then the sign-in dialog. */
  onLogin: () => void;
}

/** Spec §2 password reset confirm: new password and confirmation, then a success message with Login. */
export function ResetPasswordForm({ email, busy, onSubmit, onLogin }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ResetValues>({ password: "", passwordConfirmation: "" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // A refusal that names no field (wrong password, expired link) shows above the fields as well as in the toast, which
  // assistive technology cannot reach while the dialog is open.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (key: keyof ResetValues, value: string, field: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = checkReset(values);
    if (hasProblems(problems)) {
      setErrors(fieldErrors(i18n, problems, {}));
      return;
    }
    const result = await onSubmit(values);
    if (result.ok) setDone(true);
    else {
      setErrors(fieldErrors(i18n, {}, result.fields));
      setRefusal(Object.keys(result.fields).length ? null : result.message || null);
    }
  };

  if (done) {
    return (
      <Stack gap="5">
        <Text role="status">{t`Your password has been changed. Please log in with your new password.`}</Text>
        <Button borderRadius="full" w="full" onClick={onLogin}>{t`Login`}</Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <FormAlert title={t`error!`} message={refusal} />
        <Text color="fg.muted" fontSize="sm">{t`Choose a new password for ${email}.`}</Text>
        <PasswordField label={t`New password`} name="password" autoComplete="new-password" required
          hint={i18n._(passwordHint)}
          value={values.password} onChange={(v) => set("password", v, "password")} error={errors.password} />
        <PasswordField label={t`Confirm password`} name="password_confirmation" autoComplete="new-password" required
          value={values.passwordConfirmation} onChange={(v) => set("passwordConfirmation", v, "password_confirmation")}
          error={errors.password_confirmation} />
        <Button type="submit" borderRadius="full" w="full" loading={busy}>{t`Save new password`}</Button>
      </Stack>
    </form>
  );
}
