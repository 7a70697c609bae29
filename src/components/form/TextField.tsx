import { Field, Input } from "@chakra-ui/react";
import { useId, type HTMLInputTypeAttribute, type Ref } from "react";

export interface TextFieldProps {
  /** The visible label; it also names the input. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  type?: HTMLInputTypeAttribute;
  /** Shows the asterisk and sets `required` on the input. */
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  readOnly?: boolean;
  /** The message under the field, already in words; null/undefined when the value is fine. */
  error?: string | null | undefined;
  /** A hint under the field (shown when there is no error). */
  hint?: string | undefined;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal" | "search" | "url" | "none";
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line input. Chakra's Field wires the label, `aria-invalid` and `aria-describedby` (the hint or the
 * error under the field) onto the input.
 */
export function TextField({
  label, value, onChange, onBlur, name, type = "text", required = false, placeholder, maxLength, disabled = false,
  readOnly = false, error, hint, autoComplete, inputMode, autoFocus, inputRef,
}: TextFieldProps) {
  const invalid = Boolean(error);
  const messageId = useId();
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled} readOnly={readOnly}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <Input
        ref={inputRef}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        borderRadius="lg"
        aria-describedby={invalid || hint ? messageId : undefined}
      />
      {invalid ? <Field.ErrorText id={messageId}>{error}</Field.ErrorText>
        : hint ? <Field.HelperText id={messageId}>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
