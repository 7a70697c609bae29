import { useRef } from "react";
import { Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { RedeemOutcome, RedeemTarget } from "#machines/redeem.machine.ts";
import { useDialogName } from "#components/feedback/dialog-name.ts";

export type RedeemStep = "idle" | "confirm" | "redeeming" | "redeemed" | "refused";

export interface RedeemDialogProps {
  step: RedeemStep;
  target: RedeemTarget | null;
  outcome: RedeemOutcome | null;
  /** Why it was refused, in the member's language. */
  refusal: string | null;
  canRetry: boolean;
  date: (iso: string) => string;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** What the member got, in words: a promotion's code, a gift on the next order, or the new exclusive year. */
function Landed({ outcome, date }: { outcome: RedeemOutcome; date: (iso: string) => string }) {
  const { t } = useLingui();
  if (outcome.kind === "exclusive") {
    const until = outcome.redemption.tier.exclusive_until;
    const day = until ? date(until) : null;
    return <Text>{day ? t`You are an exclusive member until ${day}.` : t`You are an exclusive member.`}</Text>;
  }
  const { coupon_code: code } = outcome.redemption;
  return code ? (
    <Text>{t`Your coupon code:`} <Text as="span" fontFamily="mono" fontWeight="bold" data-testid="redeemed-coupon">
      {code}</Text>. {t`Enter it in your cart.`}</Text>
  ) : <Text>{t`Your gift ships with your next order.`}</Text>;
}

/** The redeem machine's dialog (decision 0136): confirm, busy, landed or refused; only the member closes it. */
export function RedeemDialog(props: RedeemDialogProps) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogName = useDialogName();
  const { step, target } = props;
  const name = target?.kind === "exclusive" ? t`Exclusive membership for one year` : (target?.name ?? "");
  const title = step === "redeemed" ? t`Redeemed` : step === "refused" ? t`Not redeemed` : t`Redeem with points?`;
  return (
    <Dialog.Root {...dialogName.root} role="alertdialog" open={step !== "idle"} lazyMount unmountOnExit
      onOpenChange={(details) => { if (!details.open && step !== "redeeming") props.onClose(); }}
      initialFocusEl={() => cancelRef.current} placement={{ base: "bottom", md: "center" }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogName.content} width="100%" maxW={{ base: "100%", md: "480px" }}
            my={{ base: 0, md: "auto" }}
            borderBottomRadius={{ base: 0, md: "l3" }} data-testid="redeem-dialog" data-step={step}>
            <Dialog.Header><Dialog.Title fontFamily="heading" fontSize="xl">{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{name}</Text>
                {step === "confirm" || step === "redeeming" ? (
                  <Text>{t`${target?.points ?? 0} points will be taken from your balance.`}</Text>
                ) : null}
                {step === "redeemed" && props.outcome ? <Landed outcome={props.outcome} date={props.date} /> : null}
                {step === "refused" ? <Text role="alert" color="fg.error">{props.refusal}</Text> : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {step === "confirm" || step === "redeeming" ? (
                <>
                  <Button ref={cancelRef} variant="outline" borderRadius="full" onClick={props.onClose}
                    disabled={step === "redeeming"}>{t`Cancel`}</Button>
                  <Button colorPalette="brand" borderRadius="full" loading={step === "redeeming"}
                    onClick={props.onConfirm}>{t`Redeem`}</Button>
                </>
              ) : (
                <>
                  {step === "refused" && props.canRetry ? (
                    <Button variant="outline" borderRadius="full" onClick={props.onRetry}>{t`Try again`}</Button>
                  ) : null}
                  <Button ref={cancelRef} colorPalette="brand" borderRadius="full" onClick={props.onClose}>
                    {t`Close`}</Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
