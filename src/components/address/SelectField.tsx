import { Field, NativeSelect } from "@chakra-ui/react";
import { useId } from "react";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: SelectOption[];
  /** The empty first option ("Choose a province"). */
  placeholder: string;
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled native select: the phone's own picker, keyboard and screen reader friendly. */
export function SelectField({ label, value, options, placeholder, onChange, name, required = false, disabled = false,
  error, hint }: SelectFieldProps) {
  const invalid = Boolean(error);
  const messageId = useId();
  return (
    <Field.Root required={required} invalid={invalid} disabled={disabled}>
      <Field.Label>{label}{required ? <Field.RequiredIndicator /> : null}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}
          borderRadius="lg"
          aria-describedby={invalid || hint ? messageId : undefined}>
          <option value="">{placeholder}</option>
          {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {invalid ? <Field.ErrorText id={messageId}>{error}</Field.ErrorText>
        : hint ? <Field.HelperText id={messageId}>{hint}</Field.HelperText> : null}
    </Field.Root>
  );
}
