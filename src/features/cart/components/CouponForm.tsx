import { Box, Button, Field, Flex, Input, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";

export interface CouponSummary {
  code: string;
  name: string;
  desc: string;
}

export interface CouponFormProps {
  /** The coupon on the cart now. */
  applied: CouponSummary | null;
  /** A coupon received but not yet applied (the temporary coupon). */
  received: CouponSummary | null;
  /** Why the received coupon does not fit the cart yet, in words; null when one tap applies it. */
  receivedMisfit?: string | null;
  /** A refused code, already in words. */
  error: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onApplyReceived: () => void;
  onRemove: () => void;
}

/** Coupon code field; the applied coupon with Remove; a received coupon waiting to be applied. */
export function CouponForm({
  applied, received, receivedMisfit = null, error, busy, onSubmit, onApplyReceived, onRemove,
}: CouponFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };

  if (applied) {
    return (
      <Flex borderWidth="1px" borderColor="brand.muted" bg="brand.subtle" borderRadius="xl" p="3" gap="3"
        alignItems="center"
        role="group" aria-label={t`Applied coupon`}>
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="bold" color="brand.fg">{applied.code}</Text>
          <Text fontSize="sm">{applied.name}{applied.desc ? ` · ${applied.desc}` : ""}</Text>
        </Box>
        <Button size="sm" variant="outline" borderRadius="full" onClick={onRemove} disabled={busy}>
          {/* The visible word starts the accessible name (WCAG 2.5.3); the code says which coupon. */}
          {t`Remove`} <VisuallyHidden>{applied.code}</VisuallyHidden>
        </Button>
      </Flex>
    );
  }

  return (
    <Box>
      {received ? (
        <Flex borderWidth="1px" borderStyle="dashed" borderColor="brand.muted" borderRadius="xl" p="3" gap="3"
          alignItems="center" mb="3">
          <Box flex="1" minW="0">
            <Text fontSize="xs" color="fg.muted">{t`Coupon received`}</Text>
            <Text fontSize="sm" fontWeight="bold" color="brand.fg">{received.code}</Text>
            <Text fontSize="sm">{received.name}{received.desc ? ` · ${received.desc}` : ""}</Text>
            {receivedMisfit ? (
              <Text fontSize="sm" color="fg.muted" mt="1" data-testid="coupon-misfit">{receivedMisfit}</Text>
            ) : null}
          </Box>
          {/* Offered in one tap only when it fits; otherwise the line above says what is missing. */}
          {receivedMisfit ? null : (
            <Button size="sm" borderRadius="full" onClick={onApplyReceived} disabled={busy}>
              {t`Apply`} <VisuallyHidden>{received.code}</VisuallyHidden>
            </Button>
          )}
        </Flex>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Field.Root invalid={error !== null}>
          <Field.Label fontSize="sm" fontWeight="semibold">{t`Coupon code`}</Field.Label>
          <Flex gap="2" w="full">
            <Input value={code} onChange={(e) => setCode(e.target.value)} maxLength={32} autoComplete="off"
              autoCapitalize="characters" spellCheck={false} placeholder={t`e.g. WELCOME10`} borderRadius="full"
              flex="1" />
            <Button type="submit" variant="outline" borderRadius="full" loading={busy} disabled={!code.trim()}>
              {t`Apply`}</Button>
          </Flex>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </form>
    </Box>
  );
}
