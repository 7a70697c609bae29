import { Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { PaymentConfig } from "#contract/payment-api.ts";
import type { InstallmentPlan } from "#contract/payment-installment.ts";
import type { ChoiceProblems, PaymentChoice } from "#machines/payment-command.ts";
import { TextField } from "#components/form/index.ts";
import { SelectField } from "#components/address/SelectField.tsx";
import { CardFields } from "./CardFields.tsx";
import { bankLabel, problemText } from "./payment-messages.ts";

export interface MethodFieldsProps {
  choice: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  config: PaymentConfig;
  /** The installment plan for the order's total (null while loading). */
  plan: InstallmentPlan | null;
  problems: ChoiceProblems;
  money: (satang: number) => string;
}

/** The chosen method's fields: card, bank, installment bank and term, TrueMoney phone, or a line on what follows. */
export function MethodFields({ choice, onChange, config, plan, problems, money }: MethodFieldsProps) {
  const { t, i18n } = useLingui();
  const error = (field: keyof ChoiceProblems) => problemText(i18n, problems[field]);
  switch (choice.method) {
    case "omise_credit":
      return (
        <CardFields card={choice.card ?? { name: "", number: "", expiry: "", cvc: "" }}
          onChange={(card) => onChange({ ...choice, card })} errors={{
            name: error("name"), number: error("number"), expiry: error("expiry"), cvc: error("cvc"),
          }} />
      );
    case "omise_mobile_banking":
      return (
        <Stack gap="2">
          <SelectField label={t`Bank`} placeholder={t`Choose your bank`} required value={choice.bank ?? ""}
            options={config.mobile_banking_banks.map((b) => ({ value: b, label: bankLabel(i18n, b) }))}
            onChange={(bank) => onChange({ ...choice, bank: bank || null })} error={error("bank")} />
          <Text fontSize="sm" color="fg.muted">{t`You will confirm the payment in your bank's app or website.`}</Text>
        </Stack>
      );
    case "omise_installment": {
      const bank = plan?.banks.find((b) => b.bank === choice.bank);
      return (
        <Stack gap="3">
          <SelectField label={t`Card issuer bank`} placeholder={t`Choose your bank`} required value={choice.bank ?? ""}
            options={(plan?.banks ?? []).map((b) => ({ value: b.bank, label: bankLabel(i18n, b.bank) }))}
            onChange={(next) => onChange({ ...choice, bank: next || null, term: null })} error={error("bank")} />
          <SelectField label={t`Installment term`} placeholder={t`Choose a term`} required disabled={!bank}
            value={choice.term ? String(choice.term) : ""} error={error("term")}
            options={(bank?.terms ?? []).map((term) => ({
              value: String(term.term), label: t`${term.term} months × ${money(term.monthly)}`,
            }))}
            onChange={(term) => onChange({ ...choice, term: term ? Number(term) : null })} />
          <Text fontSize="sm" color="fg.muted">{t`Monthly amounts before any interest your bank adds.`}</Text>
        </Stack>
      );
    }
    case "omise_truemoney":
      return (
        <TextField label={t`TrueMoney phone number`} value={choice.phone} required inputMode="tel" autoComplete="tel"
          placeholder="08x xxx xxxx" maxLength={12} error={error("phone")}
          onChange={(phone) => onChange({ ...choice, phone })} />
      );
    case "omise_promptpay":
      return <Text fontSize="sm">{t`A QR code appears here: scan it with any Thai banking app.`}</Text>;
    case "omise_rabbit_linepay":
      return <Text fontSize="sm">{t`You will confirm the payment on Rabbit LINE Pay's page.`}</Text>;
    default:
      return null;
  }
}
