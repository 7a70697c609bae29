import { Box, Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { isEmail } from "#contract/auth.ts";
import { isBirthDate } from "#contract/user.ts";
import { TextField } from "#components/form/index.ts";
import { fieldMessage, type FormOutcome } from "./form-outcome.ts";

export interface ProfileValues {
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD, or "" when the member has not said. */
  birth_date: string;
  email: string;
}

type Field = keyof ProfileValues;

export interface ProfileFormProps {
  initial: ProfileValues;
  onSubmit: (values: ProfileValues) => Promise<FormOutcome>;
}

/** Spec §2 Account: edit profile (first name, last name, birth date, email). */
export function ProfileForm({ initial, onSubmit }: ProfileFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const check = (v: ProfileValues): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!v.first_name.trim()) found.first_name = t`Please enter your first name.`;
    if (!v.last_name.trim()) found.last_name = t`Please enter your last name.`;
    if (v.birth_date && !isBirthDate(v.birth_date)) found.birth_date =
      t`Please enter a real date that is not in the future.`;
    if (!v.email.trim()) found.email = t`Please enter your email.`;
    else if (!isEmail(v.email)) found.email = t`Please enter a valid email address.`;
    return found;
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const outcome = await onSubmit({ ...values, first_name: values.first_name.trim(),
      last_name: values.last_name.trim() });
    setSaving(false);
    if (!outcome.ok) {
      const fields: Field[] = ["first_name", "last_name", "birth_date", "email"];
      setErrors(Object.fromEntries(fields.flatMap((f) => {
        const message = fieldMessage(outcome.fields, f);
        return message ? [[f, message]] : [];
      })));
    }
  };

  return (
    <Box as="section" aria-labelledby="profile-heading" borderWidth="1px" borderColor="border" borderRadius="2xl"
      p={{ base: "5", md: "8" }}>
      <Heading as="h2" id="profile-heading" fontSize="xl" fontFamily="heading" fontWeight="medium">
        {t`Personal information`}</Heading>
      <Text color="fg.muted" fontSize="sm" mt="1">{t`Your name, birth date and the email you log in with.`}</Text>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="5" mt="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <TextField label={t`First name`} name="first_name" value={values.first_name} onChange={change("first_name")}
              required maxLength={60} autoComplete="given-name" error={errors.first_name} />
            <TextField label={t`Last name`} name="last_name" value={values.last_name} onChange={change("last_name")}
              required maxLength={60} autoComplete="family-name" error={errors.last_name} />
            <TextField label={t`Birth date`} name="birth_date" type="date" value={values.birth_date}
              onChange={change("birth_date")}
              autoComplete="bday" error={errors.birth_date} />
            <TextField label={t`Email`} name="email" type="email" inputMode="email" value={values.email}
              onChange={change("email")}
              required maxLength={254} autoComplete="email" error={errors.email} />
          </SimpleGrid>
          <Box>
            <Button type="submit" colorPalette="brand" borderRadius="full" px="8" loading={saving}>{t`Save`}</Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}
