import { Box, Button, chakra, Field, Flex, Input, Text } from "@chakra-ui/react";
import { useId, useState, type FormEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { validate } from "superstruct";
import { Email } from "#contract/product.ts";

export type NotifyOutcome = { ok: true; created: boolean } | { ok: false; message: string };

/**
 * "Tell me when it's back": the e-mail is checked with the contract's Email rule before sending. A first request
 * and a repeat both end in a clear confirmation (the server keeps one request per e-mail and product).
 */
export function NotifyForm({ onSubmit }: { onSubmit: (email: string) => Promise<NotifyOutcome> }) {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ email: string; created: boolean } | null>(null);
  const hint = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [invalid, clean] = validate(email, Email, { coerce: true });
    if (invalid || clean === undefined) {
      setError(email.trim() ? t`Enter an e-mail address like name@example.com.` : t`Enter your e-mail address.`);
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await onSubmit(clean);
    setBusy(false);
    if (outcome.ok) setDone({ email: clean, created: outcome.created });
    else setError(outcome.message);
  };

  if (done) {
    const address = done.email;
    return (
      <Box role="status" borderRadius="xl" bg="brand.subtle" p="4">
        <Text fontWeight="semibold">{done.created ? t`You're on the list` : t`You're already on the list`}</Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t`We will e-mail ${address} as soon as it is back in stock.`}
        </Text>
      </Box>
    );
  }
  return (
    <chakra.form onSubmit={submit} noValidate borderRadius="xl" borderWidth="1px" borderColor="border" p="4"
      bg="bg.subtle">
      <Text fontWeight="semibold">{t`Sold out for now`}</Text>
      <Text id={hint} fontSize="sm" color="fg.muted" mt="1" mb="3">
        {t`Leave your e-mail and we will tell you when it is back.`}</Text>
      <Field.Root invalid={error !== null}>
        <Field.Label srOnly>{t`E-mail address`}</Field.Label>
        <Flex gap="2" w="full" direction={{ base: "column", sm: "row" }}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} bg="bg"
            placeholder={t`name@example.com`} aria-describedby={hint} borderRadius="full" flex="1" />
          <Button type="submit" colorPalette="brand" borderRadius="full" loading={busy} px="6">{t`Notify me`}</Button>
        </Flex>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    </chakra.form>
  );
}
