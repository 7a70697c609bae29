import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { ErrorCode } from "#contract/errors.ts";

/**
 * What an OTP or phone error code tells the shopper (the OTP machine keeps codes, never text). `attemptsLeft` and
 * `seconds` fill the counts where the message has one.
 */
export function otpErrorText(code: ErrorCode, i18n: I18n,
  { attemptsLeft = null, seconds = 0 }: { attemptsLeft?: number | null; seconds?: number } = {}): string {
  switch (code) {
    case "otp_invalid":
      return attemptsLeft === null
        ? i18n._(msg`That code is not right. Please check the SMS and try again.`)
        : i18n._(msg`That code is not right. Attempts left: ${attemptsLeft}.`);
    case "otp_expired":
      return i18n._(msg`This code has expired. Ask for a new code.`);
    case "otp_locked":
      return i18n._(msg`Too many wrong codes. Ask for a new code.`);
    case "otp_not_requested":
      return i18n._(msg`No code is waiting for this phone. Ask for a new code.`);
    case "otp_cooldown":
      return seconds > 0
        ? i18n._(msg`A code was sent a moment ago. You can ask for a new one in ${seconds} seconds.`)
        : i18n._(msg`A code was sent a moment ago. You can ask for a new one now.`);
    case "phone_required":
      return i18n._(msg`Add a phone number to your account first.`);
    case "phone_taken":
      return i18n._(msg`This phone number is already verified on another account.`);
    case "phone_invalid":
      return i18n._(msg`Please enter a valid phone number.`);
    case "rate_limited":
      return i18n._(msg`Too many requests. Please wait a moment and try again.`);
    case "network_error":
      return i18n._(msg`Could not reach the server. Please check your connection.`);
    case "unauthorized":
      return i18n._(msg`Please log in again to continue.`);
    default:
      return i18n._(msg`Something went wrong on our side. Please try again.`);
  }
}

/** "0:42": the resend countdown as a clock. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
