import { Box, Button, Link, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { CheckboxField, FormAlert, PasswordField, TextField } from "#components/form/index.ts";
import { checkSignUp, hasProblems, type SignUpValues } from "../validation.ts";
import { fieldErrors, passwordHint, type FormResult } from "./auth-messages.ts";

export interface SignUpFormProps {
  busy: boolean;
  /** Where the terms of service live (opens in a new tab so the form keeps its values). */
  termsHref: string;
  onSubmit: (values: Omit<SignUpValues, "accept">) => Promise<FormResult>;
  onSignIn: () => void;
}

/** Spec §2 sign-up dialog: email, password, confirmation, terms; submit stays disabled until the terms are accepted. */
export function SignUpForm({ busy, termsHref, onSubmit, onSignIn }: SignUpFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<SignUpValues>({ email: "", password: "", passwordConfirmation: "",
    accept: false });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // A refusal that names no field (wrong password, expired link) shows above the fields as well as in the toast, which
  // assistive technology cannot reach while the dialog is open.
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <K extends keyof SignUpValues>(key: K, value: SignUpValues[K], field: string = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = checkSignUp(values);
    if (hasProblems(problems)) {
      setErrors(fieldErrors(i18n, problems, {}));
      return;
    }
    const { accept: _accept, ...body } = values;
    const result = await onSubmit({ ...body, email: body.email.trim() });
    if (!result.ok) {
      setErrors(fieldErrors(i18n, {}, result.fields));
      setRefusal(Object.keys(result.fields).length ? null : result.message || null);
    }
  };

  return (
    <Stack gap="5">
      <Box bg="brand.subtle" color="brand.fg" borderRadius="lg" px="4" py="3" fontSize="sm" fontWeight="semibold">
        {t`Sign up and get 10% off your first order.`}
      </Box>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert title={t`Something went wrong!`} message={refusal} />
          <TextField label={t`Email`} type="email" name="email" autoComplete="email" inputMode="email" required
            maxLength={254}
            value={values.email} onChange={(v) => set("email", v)} error={errors.email}
            placeholder={t`you@example.com`} />
          <PasswordField label={t`Password`} name="password" autoComplete="new-password" required
            hint={i18n._(passwordHint)}
            value={values.password} onChange={(v) => set("password", v)} error={errors.password} />
          <PasswordField label={t`Confirm password`} name="password_confirmation" autoComplete="new-password" required
            value={values.passwordConfirmation} onChange={(v) =>
              set("passwordConfirmation", v, "password_confirmation")}
            error={errors.password_confirmation} />
          <Box>
            <CheckboxField label={t`I accept the terms of service`} name="accept" checked={values.accept}
              onChange={(v) => set("accept", v)} error={errors.accept} />
            <Link href={termsHref} target="_blank" rel="noopener" fontSize="sm" color="brand.fg" ms="7">
              {t`Read the terms of service`}
            </Link>
          </Box>
          <Button type="submit" borderRadius="full" w="full" loading={busy} disabled={!values.accept}>
            {t`Sign up`}
          </Button>
        </Stack>
      </form>
      <Box textAlign="center" fontSize="sm">
        <Text as="span" color="fg.muted">{t`Already a member?`} </Text>
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline"
          onClick={onSignIn}>
          {t`Log in`}
        </Button>
      </Box>
    </Stack>
  );
}
