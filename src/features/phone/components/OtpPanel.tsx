import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { OtpInput } from "#components/form/OtpInput.tsx";
import { formatCountdown } from "./otp-messages.ts";

/** Where the verification is, as the page shows it (from the OTP machine's state). */
export type OtpStage = "idle" | "requesting" | "entry" | "verifying" | "spent";

export interface OtpPanelProps {
  stage: OtpStage;
  /** The member's phone (formatted), or where the last code went. */
  phone: string | null;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: (code: string) => void;
  attemptsLeft: number | null;
  /** Seconds until Resend is allowed; 0 when it is. */
  cooldownLeft: number;
  canResend: boolean;
  /** The last failure in words, shown under the boxes (or under Send code before a code is out). */
  error?: string | undefined;
  onRequest: () => void;
  onResend: () => void;
  /** No phone on the account yet: offer to add one instead of Send code. */
  onAddPhone?: (() => void) | undefined;
}

/** Spec §4 Phone verification: Send code, then the one-time-code boxes with Verify and Resend code. */
export function OtpPanel({
  stage, phone, code, onCodeChange, onSubmit, attemptsLeft, cooldownLeft, canResend, error, onRequest, onResend,
  onAddPhone,
}: OtpPanelProps) {
  const { t } = useLingui();
  // On phones the six 50 px boxes need the full width: no frame below md.
  const card = {
    borderWidth: { base: "0", md: "1px" }, borderColor: "border", borderRadius: "2xl", bg: "bg.panel",
    px: { base: "0", md: "10" }, py: { base: "4", md: "10" }, maxW: "2xl", mx: "auto",
    boxShadow: { base: "none", md: "xs" },
  } as const;
  // The number never breaks across lines.
  phone = phone === null ? null : phone.replace(/ /g, "\u00a0");

  if (stage === "idle" || stage === "requesting") {
    return (
      <Box {...card}>
        <Stack gap="5" align="center" textAlign="center">
          {phone ? (
            <Text fontSize="lg">{t`We will text a 6-digit code to ${phone}.`}</Text>
          ) : (
            <Text fontSize="lg">{t`Add a phone number to your account to verify it.`}</Text>
          )}
          {error ? <Text color="fg.error" role="alert">{error}</Text> : null}
          {phone || !onAddPhone ? (
            <Button colorPalette="brand" borderRadius="full" px="10" size="lg" onClick={onRequest}
              loading={stage === "requesting"}>
              {t`Send code`}
            </Button>
          ) : (
            <Button colorPalette="brand" borderRadius="full" px="10" size="lg" onClick={onAddPhone}>
              {t`Add phone number`}</Button>
          )}
        </Stack>
      </Box>
    );
  }

  const spent = stage === "spent";
  const verifying = stage === "verifying";
  return (
    <Box {...card}>
      <form noValidate onSubmit={(event) => {
        event.preventDefault();
        onSubmit(code);
      }}>
      <Stack gap="6" align="center" textAlign="center">
        <Text fontSize="lg">
          {phone ? t`Enter the 6-digit code we sent to ${phone}.` : t`Enter the 6-digit code we sent by SMS.`}
        </Text>
        <OtpInput label={t`Verification code`} value={code} onChange={onCodeChange} onComplete={onSubmit}
          error={error} disabled={verifying || spent} autoFocus />
        {attemptsLeft !== null && !spent && !error ? (
          <Text color="fg.muted" fontSize="sm">{t`Attempts left: ${attemptsLeft}`}</Text>
        ) : null}
        {spent ? null : (
          <Button type="submit" colorPalette="brand" borderRadius="full" px="10" size="lg" loading={verifying}
            disabled={code.length < 6}>
            {t`Verify`}
          </Button>
        )}
        <Stack gap="1" align="center">
          <Text color="fg.muted" fontSize="sm">{t`Didn't get the code?`}</Text>
          <Button variant={spent ? "solid" : "outline"} colorPalette="brand" borderRadius="full" px="6"
            onClick={onResend} disabled={!canResend}>
            {t`Resend code`}
          </Button>
          {canResend ? null : (
            <Text color="fg.muted" fontSize="sm" fontVariantNumeric="tabular-nums">
              {t`You can ask for a new code in ${formatCountdown(cooldownLeft)}`}
            </Text>
          )}
        </Stack>
      </Stack>
      </form>
    </Box>
  );
}
