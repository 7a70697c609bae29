import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from "#contract/user.ts";

// Spec §4 Phone verification: the rules of a phone code, free of storage and clocks (the caller passes `now`).
// A code lives OTP_TTL_MINUTES, takes OTP_MAX_ATTEMPTS wrong tries, and a new one may be asked for
// OTP_RESEND_SECONDS after the previous one was sent.

/** What the rules need to know about the member's newest unconsumed code. */
export type OtpCodeState = { readonly expiresAt: Date; readonly attempts: number };

/** When a code sent at `now` stops working. */
export function otpExpiresAt(now: Date): Date {
  return new Date(now.getTime() + OTP_TTL_MINUTES * 60_000);
}

/** When Resend becomes possible after a code sent at `sentAt`. */
export function otpResendAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + OTP_RESEND_SECONDS * 1000);
}

export type SendDecision = { readonly ok: true } | { readonly ok: false; readonly retryAfter: number };

/**
 * May a new code be sent now? Only OTP_RESEND_SECONDS after the last one (whatever became of it); `retryAfter` is
 * the whole seconds still to wait, at least 1.
 */
export function canSendCode(lastSentAt: Date | null, now: Date): SendDecision {
  if (!lastSentAt) return { ok: true };
  const waitMs = otpResendAt(lastSentAt).getTime() - now.getTime();
  if (waitMs <= 0) return { ok: true };
  return { ok: false, retryAfter: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Wrong tries a code still takes. */
export function attemptsLeft(attempts: number): number {
  return Math.max(0, OTP_MAX_ATTEMPTS - attempts);
}

export type CheckDecision =
  | { readonly kind: "not_requested" }
  | { readonly kind: "expired" }
  | { readonly kind: "locked" }
  /** The code may be compared; a wrong one leaves `attemptsLeftIfWrong` tries (0: the code is now used up). */
  | { readonly kind: "compare"; readonly attemptsLeftIfWrong: number };

/**
 * May a typed code be compared with the member's live code? No code: not requested. Then expiry, then the attempts:
 * a code that already took OTP_MAX_ATTEMPTS wrong tries is locked even if the right code is typed now.
 */
export function checkDecision(code: OtpCodeState | null, now: Date): CheckDecision {
  if (!code) return { kind: "not_requested" };
  if (code.expiresAt.getTime() <= now.getTime()) return { kind: "expired" };
  if (code.attempts >= OTP_MAX_ATTEMPTS) return { kind: "locked" };
  return { kind: "compare", attemptsLeftIfWrong: attemptsLeft(code.attempts + 1) };
}

/** A code as the shopper types it: exactly OTP_LENGTH digits. */
export function isOtpCode(value: string): boolean {
  return value.length === OTP_LENGTH && /^\d+$/.test(value);
}

/** The SMS text in the member's language. */
export function otpSmsText(code: string, locale: "en" | "th"): string {
  return locale === "th"
    ? `รหัส SkinState: ${code} รหัสนี้จะหมดอายุใน ${OTP_TTL_MINUTES} นาที`
    : `SkinState code: ${code}. It expires in ${OTP_TTL_MINUTES} minutes.`;
}
