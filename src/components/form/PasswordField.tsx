import { Box, Button, Field, Input } from "@chakra-ui/react";
import { useId, useState } from "react";
import { useLingui } from "@lingui/react/macro";
import type { TextFieldProps } from "./TextField.tsx";

/** A TextField whose type the toggle decides; autocomplete says which password it is. */
export type PasswordFieldProps = Omit<TextFieldProps, "type" | "readOnly" | "inputMode" | "autoComplete"> & {
  /** "current-password" for sign-in, "new-password" for sign-up and reset. */
  autoComplete?: "current-password" | "new-password";
};

const EyeIcon = ({ open }: { open: boolean }) => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.7}
    strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M4 4l16 16" />}
  </svg>
);

/** A password input with a show/hide toggle ("Show password" / "Hide password", `aria-pressed`). */
export function PasswordField({
  label, value, onChange, onBlur, name, required = false, placeholder, maxLength = 128, disabled = false, error, hint,
  autoComplete = "current-password", autoFocus, inputRef,
}: PasswordFieldProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const invalid = Boolean(error);
  const messageId = useId();
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Box position="relative" w="full">
        <Input
          ref={inputRef}
          name={name}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={placeholder}
          maxLength={maxLength}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          autoCapitalize="off"
          spellCheck={false}
          borderRadius="lg"
        aria-describedby={invalid || hint ? messageId : undefined}
          pe="12"
        />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          position="absolute"
          insetEnd="1"
          top="50%"
          transform="translateY(-50%)"
          minW="10"
          px="2"
          color="fg.muted"
          aria-label={shown ? t`Hide password` : t`Show password`}
          aria-pressed={shown}
          disabled={disabled}
          onClick={() => setShown((v) => !v)}
        >
          <EyeIcon open={!shown} />
        </Button>
      </Box>
      {invalid ? <Field.ErrorText id={messageId}>{error}</Field.ErrorText>
        : hint ? <Field.HelperText id={messageId}>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
