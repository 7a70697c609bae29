import { Field, PinInput } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { OTP_LENGTH } from "#contract/user.ts";

// Spec §2 "Styles hint at: a one-time-code field (boxes 50 px wide on small screens, 80 px on larger, with an error
// state)". Six digit boxes; typing moves on, Backspace moves back, a pasted or autofilled code fills every box.

export interface OtpInputProps {
  /** The digits typed so far, left to right ("" when empty). */
  value: string;
  onChange: (value: string) => void;
  /** Called once all boxes are filled (typed, pasted or autofilled from the SMS). */
  onComplete?: (code: string) => void;
  /** The group's name for assistive technology, also shown above the boxes. */
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  length?: number;
}

export function OtpInput({ value, onChange, onComplete, label, error, disabled, autoFocus,
  length = OTP_LENGTH }: OtpInputProps) {
  const { t } = useLingui();
  const digits = Array.from({ length }, (_, i) => value[i] ?? "");
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled} alignItems="center">
      <PinInput.Root
        otp
        type="numeric"
        count={length}
        value={digits}
        onValueChange={(details) => onChange(details.value.map((d) => (/^\d$/.test(d) ? d : "")).join(""))}
        onValueComplete={(details) => onComplete?.(details.valueAsString)}
        invalid={error !== undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        selectOnFocus
        placeholder=""
        size="xl"
        translations={{ inputLabel: (index) => t`Digit ${index + 1}` }}
      >
        <PinInput.HiddenInput name="code" />
        <PinInput.Label textStyle="sm" fontWeight="medium" mb="2" display="block" textAlign="center">
          {label}</PinInput.Label>
        <PinInput.Control display="flex" gap={{ base: "1.5", md: "3" }} justifyContent="center">
          {digits.map((_, index) => (
            <PinInput.Input
              key={index}
              index={index}
              inputMode="numeric"
              w={{ base: "50px", md: "80px" }}
              h={{ base: "56px", md: "72px" }}
              fontSize={{ base: "xl", md: "2xl" }}
              fontVariantNumeric="tabular-nums"
              borderRadius="md"
              data-testid="otp-digit"
            />
          ))}
        </PinInput.Control>
      </PinInput.Root>
      {error !== undefined ? <Field.ErrorText justifyContent="center" textAlign="center" role="alert">
        {error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
