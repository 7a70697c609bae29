import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { PhoneInput } from "#contract/phone.ts";
import { TextField } from "#components/form/index.ts";
import { LazyPhoneField, type PhoneCheck } from "#components/form/LazyPhoneField.tsx";

export interface ContactDraft {
  email: string;
  first_name: string;
  last_name: string;
  phone: PhoneInput;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

export interface ContactFieldsProps {
  value: ContactDraft;
  errors: ContactErrors;
  /** Set once the shopper tried to place: the phone field checks itself now. */
  submitted: boolean;
  onChange: (next: ContactDraft) => void;
  onPhoneCheck: (state: PhoneCheck["state"]) => void;
}

/** A guest's contact (spec §2 Cart and checkout): where the confirmation goes and whom the courier calls. */
export function ContactFields({ value, errors, submitted, onChange, onPhoneCheck }: ContactFieldsProps) {
  const { t } = useLingui();
  const set = <K extends keyof ContactDraft>(key: K) => (next: ContactDraft[K]) => onChange({ ...value, [key]: next });
  return (
    <Stack gap="5">
      <TextField label={t`E-mail`} name="email" type="email" value={value.email} onChange={set("email")} required
        maxLength={254} autoComplete="email" inputMode="email" error={errors.email}
        hint={t`We send your order confirmation here.`} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField label={t`First name`} name="contact_first_name" value={value.first_name} onChange={set("first_name")}
          required maxLength={60} autoComplete="given-name" error={errors.first_name} />
        <TextField label={t`Last name`} name="contact_last_name" value={value.last_name} onChange={set("last_name")}
          required maxLength={60} autoComplete="family-name" error={errors.last_name} />
      </SimpleGrid>
      <LazyPhoneField label={t`Phone number`} name="contact_phone" value={value.phone} required validateNow={submitted}
        onChange={set("phone")} onParsed={(check) => onPhoneCheck(check.state)} error={errors.phone} />
    </Stack>
  );
}
