import { Checkbox, Field } from "@chakra-ui/react";
import { useId, type ReactNode } from "react";

export interface CheckboxFieldProps {
  /** The label; a string or rich content (e.g. a link to the terms). */
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | null | undefined;
}

/** A labelled checkbox with an optional message under it. */
export function CheckboxField({ label, checked, onChange, name, required = false, disabled = false,
  error }: CheckboxFieldProps) {
  const invalid = Boolean(error);
  const messageId = useId();
  return (
    <Field.Root invalid={invalid} disabled={disabled} required={required} w="auto">
      <Checkbox.Root colorPalette="brand" checked={checked} name={name} invalid={invalid} disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.HiddenInput aria-describedby={invalid ? messageId : undefined} />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      {invalid ? <Field.ErrorText id={messageId}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
