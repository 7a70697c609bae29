import { Box, Button, Flex, Grid, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useSelector } from "@xstate/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { useLingui } from "@lingui/react/macro";
import type { Order } from "#contract/order.ts";
import type { PaymentMethod } from "#contract/payment.ts";
import { isInstallmentAvailable, type InstallmentPlan } from "#contract/payment-installment.ts";
import { choiceProblems, type ChoiceProblems, type PaymentChoice } from "#machines/payment-command.ts";
import { CheckboxField, FormAlert } from "#components/form/index.ts";
import { useShopActor } from "#lib/shop.tsx";
import { useLocalePath } from "#lib/use-locale-path.ts";
import { OrderStatusChip } from "#components/order/OrderStatusChip.tsx";
import { MethodChoice } from "../components/MethodChoice.tsx";
import { MethodFields } from "../components/MethodFields.tsx";
import { OrderSummaryCard } from "#components/order/OrderSummaryCard.tsx";
import { PaymentStatusPanel } from "../components/PaymentStatusPanel.tsx";
import { cardRefused, problemText } from "../components/payment-messages.ts";

export interface PaymentTemplateProps {
  order: Order;
  token: string | null;
  money: (satang: number) => string;
  loadPlan: (amount: number) => Promise<InstallmentPlan>;
}

const emptyChoice = (): PaymentChoice => ({
  method: null, bank: null, term: null, phone: "", card: null, saveCard: false, acceptPolicy: false,
});

/** Only the problems the form still has: a fixed field loses its message at once. */
function stillTrue(shown: ChoiceProblems, now: ChoiceProblems): ChoiceProblems {
  return Object.fromEntries(Object.entries(shown).filter(([field]) => field in now));
}

/** /order/{id}/payment (spec §3, §4): the methods card and its fields beside the order; the `payment` actor pays. */
export function PaymentTemplate({ order, token, money, loadPlan }: PaymentTemplateProps) {
  const { t, i18n } = useLingui();
  const { to } = useLocalePath();
  const payment = useShopActor("payment");
  const value = useSelector(payment, (s) => (typeof s.value === "string" ? s.value : Object.keys(s.value)[0]!));
  const context = useSelector(payment, (s) => s.context);
  const [choice, setChoice] = useState(emptyChoice);
  const [plan, setPlan] = useState<InstallmentPlan | null>(null);

  useEffect(() => {
    payment.send({ type: "payment.open", orderId: order.id, token });
  }, [payment, order.id, token]);
  const installments = isInstallmentAvailable(order.total);
  useEffect(() => {
    if (installments) void loadPlan(order.total).then(setPlan, () => setPlan(null));
  }, [installments, loadPlan, order.total]);

  const config = context.config;
  const busy = value === "tokenizing" || value === "charging";
  const problems = stillTrue(context.problems, choiceProblems(choice, order.total));
  const attempt = context.state?.payment ?? null;
  const failure = value === "failed"
    ? (context.failure?.code === "card_refused" ? i18n._(cardRefused)
      : context.failure?.message ?? attempt?.failure_message ?? null)
    : null;
  const formOpen = ["choosing", "tokenizing", "charging", "failed", "expired"].includes(value);
  const form = useRef<HTMLFormElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    // Leaving the QR (expired, or "Pay another way") swaps a tall panel for the form: on a phone the shopper would
    // be left mid-list, below the reason. Bring the form's top into view and keep the focus in it.
    if (shown.current === "showingQr" && formOpen && form.current) {
      form.current.scrollIntoView({ block: "start" });
      form.current.focus({ preventScroll: true });
    }
    shown.current = value;
  }, [value, formOpen]);
  useEffect(() => {
    // A refused Pay: the first field that says why may be above the screen (on a phone Pay is far below it).
    if (Object.keys(context.problems).length === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, [context.problems]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    payment.send({ type: "payment.pay", choice });
  };
  const hints: Partial<Record<PaymentMethod, string>> = installments ? {} : {
    omise_installment: t`Installment will be available for order more than 10,000 ฿`,
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="3" flexWrap="wrap">
        <Flex align="center" gap="3" flexWrap="wrap">
          <Heading as="h2" fontSize="xl" fontFamily="heading" fontWeight="medium">{t`Order ${order.number}`}</Heading>
          <OrderStatusChip status={order.status} />
        </Flex>
        <Text fontSize="lg">{t`To pay:`} <Text as="strong">{money(order.total)}</Text></Text>
      </Flex>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap={{ base: "6", lg: "10" }}
        alignItems="start">
        <Box borderWidth="1px" borderColor="border" borderRadius="2xl" p={{ base: "5", md: "6" }} bg="bg.panel">
          {value === "loading" || value === "idle" ? <Skeleton h="64" borderRadius="xl" /> : formOpen && config ? (
            <form ref={form} tabIndex={-1} onSubmit={submit} noValidate aria-label={t`Payment`}
              style={{ scrollMarginTop: "6rem", outline: "none" }}><Stack gap="5">
              <FormAlert title={t`Payment not completed`} message={failure} />
              {value === "expired" ? (
                <FormAlert status="warning" title={t`The payment expired`}
                  message={t`It was not paid in time. Please choose a payment method again.`} />
              ) : null}
              <MethodChoice methods={config.methods} value={choice.method} hints={hints} disabled={busy}
                error={problemText(i18n, problems.method)}
                onChange={(method) => setChoice({ ...choice, method, bank: null, term: null })}>
                <MethodFields choice={choice} onChange={setChoice} config={config} plan={plan} problems={problems}
                  money={money} />
              </MethodChoice>
              <CheckboxField required name="accept_policy" checked={choice.acceptPolicy} disabled={busy}
                error={problemText(i18n, problems.policy)}
                onChange={(acceptPolicy) => setChoice({ ...choice, acceptPolicy })}
                label={<>{t`I accept the`} <Link to={to("/terms-services")} target="_blank">{t`terms of service`}</Link>
                  {" "}{t`and the`} <Link to={to("/privacy-policy")} target="_blank">{t`privacy policy`}</Link>.</>} />
              <Button type="submit" colorPalette="brand" borderRadius="full" size="lg" loading={busy}
                loadingText={value === "tokenizing" ? t`Securing your card…` : t`Paying…`}>
                {t`Pay ${money(order.total)}`}
              </Button>
            </Stack></form>
          ) : (
            <PaymentStatusPanel value={value} state={context.state} provider={config?.provider ?? "unavailable"}
              money={money} onCheck={() => payment.send({ type: "payment.check" })}
              onAnother={() => payment.send({ type: "payment.change" })} />
          )}
        </Box>
        <OrderSummaryCard order={order} money={money} />
      </Grid>
    </Stack>
  );
}
