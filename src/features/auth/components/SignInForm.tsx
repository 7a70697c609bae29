import { Box, Button, Flex, HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import type { SocialProvider } from "#contract/auth.ts";
import { CheckboxField, FormAlert, PasswordField, TextField } from "#components/form/index.ts";
import { checkSignIn, hasProblems, type SignInValues } from "../validation.ts";
import { fieldErrors, type FormResult } from "./auth-messages.ts";
import { SocialButtons } from "./SocialButtons.tsx";

export interface SignInFormProps {
  busy: boolean;
  socialPending: SocialProvider | null;
  onSubmit: (values: SignInValues) => Promise<FormResult>;
  onForgotPassword: () => void;
  onSignUp: () => void;
  onSocial: (provider: SocialProvider) => void;
}

/** Spec §2 sign-in dialog: email, password, remember me; links to reset and sign-up; social providers. */
export function SignInForm({ busy, socialPending, onSubmit, onForgotPassword, onSignUp, onSocial }: SignInFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<SignInValues>({ email: "", password: "", remember: false });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // A refusal that names no field (wrong password, expired link) shows above the fields as well as in the toast, which
  // assistive technology cannot reach while the dialog is open.
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <K extends keyof SignInValues>(key: K, value: SignInValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const problems = checkSignIn(values);
    if (hasProblems(problems)) {
      setErrors(fieldErrors(i18n, problems, {}));
      return;
    }
    const result = await onSubmit({ ...values, email: values.email.trim() });
    if (!result.ok) {
      setErrors(fieldErrors(i18n, {}, result.fields));
      setRefusal(Object.keys(result.fields).length ? null : result.message || null);
    }
  };

  return (
    <Stack gap="5">
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <FormAlert title={t`Something went wrong!`} message={refusal} />
          <TextField label={t`Email`} type="email" name="email" autoComplete="email" inputMode="email" required
            maxLength={254}
            value={values.email} onChange={(v) => set("email", v)} error={errors.email}
            placeholder={t`you@example.com`} />
          <PasswordField label={t`Password`} name="password" autoComplete="current-password" required
            value={values.password} onChange={(v) => set("password", v)} error={errors.password} />
          <Flex justifyContent="space-between" alignItems="center" gap="3" wrap="wrap">
            <CheckboxField label={t`Remember me`} name="remember" checked={values.remember}
              onChange={(v) => set("remember", v)} />
            <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline"
              onClick={onForgotPassword}>
              {t`Forgot password?`}
            </Button>
          </Flex>
          <Button type="submit" borderRadius="full" w="full" loading={busy} disabled={socialPending !== null}>
            {t`Log in`}
          </Button>
        </Stack>
      </form>
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>{t`or`}</Text>
        <Separator flex="1" />
      </HStack>
      <SocialButtons pending={socialPending} disabled={busy} onSelect={onSocial} />
      <Box textAlign="center" fontSize="sm">
        <Text as="span" color="fg.muted">{t`New to SkinState?`} </Text>
        <Button type="button" variant="plain" size="sm" px="0" color="brand.fg" textDecoration="underline"
          onClick={onSignUp}>
          {t`Sign up`}
        </Button>
      </Box>
    </Stack>
  );
}
