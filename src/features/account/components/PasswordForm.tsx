import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { newPasswordProblems } from "#contract/password.ts";
import { PasswordField } from "#components/form/index.ts";
import { fieldMessage, type FormOutcome } from "./form-outcome.ts";

export interface PasswordValues {
  /** Absent for members without a password (they set their first one). */
  current_password?: string;
  password: string;
  password_confirmation: string;
}

type Field = "current_password" | "password" | "password_confirmation";

export interface PasswordFormProps {
  /** False for members who only ever signed in through a provider: no current password to ask for. */
  hasPassword: boolean;
  onSubmit: (values: PasswordValues) => Promise<FormOutcome>;
}

/** Spec §2 Account: change password (current and new, policy from contract/password.ts). */
export function PasswordForm({ hasPassword, onSubmit }: PasswordFormProps) {
  const { t } = useLingui();
  const empty = { current_password: "", password: "", password_confirmation: "" };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const policy = t`Use at least 8 characters with three of: upper case, lower case, numbers, symbols.`;

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (hasPassword && !values.current_password) found.current_password = t`Please enter your current password.`;
    const problems = newPasswordProblems(values.password, values.password_confirmation);
    if (problems.password) found.password = problems.password === "required" ? t`Please enter a new password.` : policy;
    if (problems.password_confirmation) {
      found.password_confirmation = problems.password_confirmation === "required"
        ? t`Please confirm the new password.` : t`The passwords do not match.`;
    }
    return found;
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await onSubmit(hasPassword
      ? values
      : { password: values.password, password_confirmation: values.password_confirmation });
    setSaving(false);
    if (outcome.ok) {
      setValues(empty);
      return;
    }
    const fields: Field[] = ["current_password", "password", "password_confirmation"];
    setErrors(Object.fromEntries(fields.flatMap((f) => {
      const message = fieldMessage(outcome.fields, f);
      return message ? [[f, message]] : [];
    })));
  };

  return (
    <Box as="section" aria-labelledby="password-heading" borderWidth="1px" borderColor="border" borderRadius="2xl"
      p={{ base: "5", md: "8" }}>
      <Heading as="h2" id="password-heading" fontSize="xl" fontFamily="heading" fontWeight="medium">
        {hasPassword ? t`Change password` : t`Set a password`}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1">
        {hasPassword
          ? t`Other devices signed in to your account will be signed out.`
          : t`You sign in with a social account. Set a password to also log in with your email.`}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5" mt="6" maxW="md">
          {hasPassword ? (
            <PasswordField label={t`Current password`} name="current_password" value={values.current_password}
              onChange={change("current_password")} required autoComplete="current-password"
              error={errors.current_password} />
          ) : null}
          <PasswordField label={t`New password`} name="password" value={values.password} onChange={change("password")}
            required autoComplete="new-password" hint={policy} error={errors.password} />
          <PasswordField label={t`Confirm new password`} name="password_confirmation"
            value={values.password_confirmation}
            onChange={change("password_confirmation")} required autoComplete="new-password"
            error={errors.password_confirmation} />
          <Box>
            <Button type="submit" colorPalette="brand" variant="outline" borderRadius="full" px="8" loading={saving}>
              {hasPassword ? t`Change password` : t`Set password`}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
