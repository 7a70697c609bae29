import { lazy, Suspense } from "react";
import { Field, Input, Skeleton } from "@chakra-ui/react";
import type { PhoneFieldProps } from "./PhoneField.tsx";

// The phone field imports libphonenumber-js (through contract/phone.ts); it downloads only where a phone field
// renders, never with the home page (design budget, decision 0070). Import THIS module, not PhoneField.tsx.

export type { PhoneFieldProps, PhoneValue, PhoneCheck } from "./PhoneField.tsx";

const PhoneField = lazy(async () => ({ default: (await import("./PhoneField.tsx")).PhoneField }));

/** Until the parser arrives: the same label and a read-only input of the same height, so nothing jumps. */
function PhoneFieldFallback({ label, value, required }: Pick<PhoneFieldProps, "label" | "value" | "required">) {
  return (
    <Field.Root readOnly required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Skeleton loading width="full" borderRadius="l2">
        <Input readOnly value={value.number} />
      </Skeleton>
    </Field.Root>
  );
}

export function LazyPhoneField(props: PhoneFieldProps) {
  return (
    <Suspense fallback={<PhoneFieldFallback label={props.label} value={props.value} required={props.required} />}>
      <PhoneField {...props} />
    </Suspense>
  );
}

/** Loads the phone field module ahead of time (e.g. when a dialog that shows one starts opening). */
export function preloadPhoneField(): void {
  void import("./PhoneField.tsx");
}
