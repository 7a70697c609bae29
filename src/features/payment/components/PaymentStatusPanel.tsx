import { Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { PaymentConfig, PaymentState } from "#contract/payment-api.ts";
import { PromptPayPanel } from "./PromptPayPanel.tsx";

export interface PaymentStatusPanelProps {
  /** The payment machine's state. */
  value: string;
  state: PaymentState | null;
  provider: PaymentConfig["provider"];
  money: (satang: number) => string;
  onCheck: () => void;
  /** "Pay another way" while the QR shows (the payment page; the return page never shows the QR). */
  onAnother?: () => void;
}

/** What the payment page shows while the form is not open: the QR, waiting, the way out to the provider, done. */
export function PaymentStatusPanel({ value, state, provider, money, onCheck, onAnother }: PaymentStatusPanelProps) {
  const { t } = useLingui();
  const amount = money(state?.amount ?? 0);
  if (value === "showingQr" && state?.next.type === "qr") {
    const chargeId = state.payment?.charge_id;
    const sandboxUrl = provider === "sandbox" && chargeId
      ? `/sandbox/omise/promptpay/${encodeURIComponent(chargeId)}` : null;
    return (
      <PromptPayPanel svg={state.next.svg} expiresAt={state.next.expires_at} amount={amount} sandboxUrl={sandboxUrl}
        onAnother={onAnother} />
    );
  }
  const line = (text: string, spinning = true) => (
    <Stack role="status" align="center" gap="3" py="10" textAlign="center">
      {spinning ? <Spinner size="lg" color="brand.solid" /> : null}
      <Text>{text}</Text>
    </Stack>
  );
  switch (value) {
    case "redirecting": return line(t`Taking you to the payment page…`);
    case "paid": return line(t`Paid. Opening your order…`);
    case "polling": return line(t`Waiting for the payment to be confirmed…`);
    case "stalled":
      return (
        <Stack role="status" align="center" gap="3" py="10" textAlign="center">
          <Text>{t`The payment is not confirmed yet. If you paid, it can take a few minutes.`}</Text>
          <Button variant="outline" borderRadius="full" onClick={onCheck}>{t`Check again`}</Button>
        </Stack>
      );
    case "closed": return line(t`This order can no longer be paid. Please place a new order.`, false);
    default: return line(t`We could not load the payment. Please reload the page.`, false);
  }
}
