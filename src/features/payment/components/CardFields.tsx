import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { CardInput } from "#machines/payment-command.ts";
import { CheckboxField, TextField } from "#components/form/index.ts";

export interface CardFieldsProps {
  card: CardInput;
  onChange: (card: CardInput) => void;
  errors: Partial<Record<"name" | "number" | "expiry" | "cvc", string | undefined>>;
}

/** Spec §3 Payment form, card part. These values go to Omise.js only (decision 0126), never to the shop. */
export function CardFields({ card, onChange, errors }: CardFieldsProps) {
  const { t } = useLingui();
  const set = (field: keyof CardInput) => (value: string) => onChange({ ...card, [field]: value });
  const groups = (value: string) => value.replace(/\D/g, "").slice(0, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
  const expiry = (value: string) => {
    const d = value.replace(/\D/g, "").slice(0, 4);
    return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
  };
  return (
    <Stack gap="3">
      <TextField label={t`Name on card`} value={card.name} onChange={set("name")} required autoComplete="cc-name"
        error={errors.name} maxLength={60} />
      <TextField label={t`Card number`} value={card.number} onChange={(v) => set("number")(groups(v))} required
        inputMode="numeric" autoComplete="cc-number" error={errors.number} maxLength={23} />
      <SimpleGrid columns={2} gap="3">
        <TextField label={t`Expiry date`} placeholder={t`MM/YY`} value={card.expiry} required inputMode="numeric"
          onChange={(v) => set("expiry")(expiry(v))} autoComplete="cc-exp" error={errors.expiry} maxLength={5} />
        {/* A label that wraps at phone width would push this input below the expiry's: the hint says "CVC". */}
        <TextField label={t`Security code`} placeholder={t`CVC`} value={card.cvc} required inputMode="numeric"
          onChange={(v) => set("cvc")(v.replace(/\D/g, ""))} autoComplete="cc-csc" error={errors.cvc} maxLength={4} />
      </SimpleGrid>
      <CheckboxField disabled checked={false} onChange={() => {}}
        label={t`Save payment method for next time (coming soon)`} />
    </Stack>
  );
}
