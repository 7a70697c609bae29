import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useLingui } from "@lingui/react/macro";
import type { PaymentMethod } from "#contract/payment.ts";
import { methodLabel } from "./payment-messages.ts";

export interface MethodChoiceProps {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Methods shown but not choosable now, with why (installment at or below ฿10,000). */
  hints: Partial<Record<PaymentMethod, string>>;
  error: string | undefined;
  disabled: boolean;
  /** The chosen method's own fields, shown under it. */
  children: ReactNode;
}

/** The methods card (spec §1, §3): one radio per method; the chosen one opens its fields below it. */
export function MethodChoice({ methods, value, onChange, hints, error, disabled, children }: MethodChoiceProps) {
  const { t, i18n } = useLingui();
  return (
    <chakra.fieldset disabled={disabled} aria-describedby={error ? "payment-method-error" : undefined}>
      <chakra.legend fontWeight="semibold" mb="3">{t`Payment method`}</chakra.legend>
      <Stack gap="2">
        {methods.map((method) => {
          const checked = value === method;
          const hint = hints[method];
          return (
            <Box key={method} borderWidth="1px" borderRadius="xl" borderColor={checked ? "brand.solid" : "border"}
              bg={checked ? "brand.subtle" : "bg"}>
              <chakra.label display="flex" gap="3" alignItems="flex-start" p="3"
                cursor={hint ? "not-allowed" : "pointer"}
                _focusWithin={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}>
                <chakra.input type="radio" name="payment-method" value={method} checked={checked}
                  disabled={Boolean(hint)}
                  onChange={() => onChange(method)} mt="1" accentColor="var(--chakra-colors-brand-solid)" />
                <Box flex="1" minW="0">
                  <Text as="span" fontWeight="medium">{methodLabel(i18n, method)}</Text>
                  {hint ? <Text fontSize="sm" color="fg.muted">{hint}</Text> : null}
                </Box>
              </chakra.label>
              {checked ? <Box px="3" pb="4" pt="1">{children}</Box> : null}
            </Box>
          );
        })}
      </Stack>
      {error ? <Text id="payment-method-error" role="alert" color="fg.error" fontSize="sm" mt="2">{error}</Text> : null}
    </chakra.fieldset>
  );
}
