import { Box, Button, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useLingui } from "@lingui/react/macro";

export interface PromptPayPanelProps {
  /** The QR as a whole SVG document (from the server). */
  svg: string;
  expiresAt: string | null;
  amount: string;
  /** The sandbox's "bank" page for this charge, where a developer pays the QR (sandbox only). */
  sandboxUrl: string | null;
  /** "Pay another way": back to the methods (the next payment expires this QR). */
  onAnother?: () => void;
}

function remaining(expiresAt: string | null, now: number): string | null {
  if (!expiresAt) return null;
  const seconds = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The PromptPay QR with the time left to scan it (the machine checks the payment meanwhile). */
export function PromptPayPanel({ svg, expiresAt, amount, sandboxUrl, onAnother }: PromptPayPanelProps) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(expiresAt, now);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return (
    <Stack as="section" aria-labelledby="promptpay-title" align="center" gap="3" textAlign="center" p="5"
      borderWidth="1px" borderRadius="2xl" bg="bg.panel">
      <Text as="h2" id="promptpay-title" fontFamily="heading" fontSize="xl">{t`Scan to pay with PromptPay`}</Text>
      <Text fontSize="2xl" fontWeight="bold">{amount}</Text>
      <Box bg="white" p="3" borderRadius="xl"><Image src={src} alt={t`PromptPay QR code`} w="60" h="60" /></Box>
      {left ? (
        <Text role="timer" aria-live="off" fontSize="sm">{t`The QR code expires in ${left}`}</Text>
      ) : null}
      <Text role="status" fontSize="sm" color="fg.muted">
        {t`Waiting for your payment… This page updates by itself.`}
      </Text>
      {sandboxUrl ? (
        <Link href={sandboxUrl} target="_blank" rel="noopener" fontSize="sm" color="brand.fg"
          textDecoration="underline">
          {t`Sandbox: open the test bank page to pay this QR`}
        </Link>
      ) : null}
      {onAnother ? (
        <Button variant="outline" borderRadius="full" onClick={onAnother}>{t`Pay another way`}</Button>
      ) : null}
    </Stack>
  );
}
