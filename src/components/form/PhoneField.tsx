import { useEffect, useState } from "react";
import { Field, HStack, Input } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { Country } from "#contract/general.ts";
import { DEFAULT_PHONE_COUNTRY, isTooShortToCheck, parsePhone, type Phone, type PhoneInput } from "#contract/phone.ts";
import { CountrySelect } from "./CountrySelect.tsx";

// Spec §5 Phone: required; fewer than 4 digits pass through unvalidated; otherwise parsed with the selected
// country (default TH +66); an invalid number gives null and an error under the field. This module pulls in
// libphonenumber-js through contract/phone.ts: import it only through LazyPhoneField (decision 0070).

export type PhoneValue = PhoneInput;

/** What the parser makes of a value: "empty", "short" (under 4 digits, not checked yet), a Phone, or null (invalid). */
export type PhoneCheck =
  | { state: "empty"; phone: null }
  | { state: "short"; phone: null }
  | { state: "valid"; phone: Phone }
  | { state: "invalid"; phone: null };

export function checkPhone(value: PhoneValue): PhoneCheck {
  const number = value.number.trim();
  if (number === "") return { state: "empty", phone: null };
  if (isTooShortToCheck(number)) return { state: "short", phone: null };
  const phone = parsePhone(number, value.country_code || DEFAULT_PHONE_COUNTRY);
  return phone ? { state: "valid", phone } : { state: "invalid", phone: null };
}

export interface PhoneFieldProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  /** Told after every change what the parser made of it (a Phone or null), so a form can block an invalid submit. */
  onParsed?: (check: PhoneCheck) => void;
  label: string;
  /** An error from outside (the server, a required check); shown instead of the field's own. */
  error?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  helperText?: string;
  /** The country list; fetched from GET api/general/country when not given. */
  countries?: Country[];
  name?: string;
  /** Check as the shopper types, not only after leaving the field (e.g. after a failed submit). */
  validateNow?: boolean;
}

export function PhoneField({
  value, onChange, onParsed, label, error, disabled, readOnly, required, helperText, countries, name, validateNow,
}: PhoneFieldProps) {
  const { t } = useLingui();
  const [touched, setTouched] = useState(false);
  const check = checkPhone(value);

  useEffect(() => {
    onParsed?.(check);
    // Only a change of the value is news; `check` is derived from it.
  }, [value.country_code, value.number]);

  const ownError = (touched || validateNow) && check.state === "invalid" ? t`Please enter a valid phone number.`
    : undefined;
  const shown = error ?? ownError;
  const country = value.country_code || DEFAULT_PHONE_COUNTRY;

  return (
    <Field.Root invalid={shown !== undefined} disabled={disabled} readOnly={readOnly} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap="2" width="full" align="stretch">
        <CountrySelect
          value={country}
          onChange={(code) => onChange({ country_code: code, number: value.number })}
          {...(countries ? { countries } : {})}
          disabled={disabled}
          readOnly={readOnly}
          invalid={shown !== undefined}
        />
        <Input
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={30}
          value={value.number}
          onChange={(event) => onChange({ country_code: country, number: event.target.value })}
          onBlur={() => setTouched(true)}
          flex="1"
          minW="0"
        />
      </HStack>
      {shown !== undefined ? <Field.ErrorText>{shown}</Field.ErrorText>
        : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
