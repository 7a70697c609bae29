import { Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";

export interface CheckoutActionsProps {
  signedIn: boolean;
  /** The pre-check is running. */
  checking: boolean;
  /** Problems stop checkout; the message says why, each line says what. */
  blocked: string | null;
  onCheckout: () => void;
  onLogIn: () => void;
}

/** Spec §6: a guest may check out, with an invitation to log in for faster checkout and points. */
export function CheckoutActions({ signedIn, checking, blocked, onCheckout, onLogIn }: CheckoutActionsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="3">
      {blocked ? <Text role="alert" fontSize="sm" color="fg.error">{blocked}</Text> : null}
      <Button size="lg" borderRadius="full" onClick={onCheckout} loading={checking}>
        {signedIn ? t`Proceed to checkout` : t`Continue as guest`}
      </Button>
      {signedIn ? null : (
        <>
          <Button size="lg" variant="outline" borderRadius="full" onClick={onLogIn} whiteSpace="normal" h="auto"
            minH="12" py="2">
            {t`Log in for faster checkout and points`}
          </Button>
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {t`Members earn 1 point for every ฿1,000 spent.`}</Text>
        </>
      )}
    </Stack>
  );
}
