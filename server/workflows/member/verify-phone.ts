import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Locale } from "#contract/locale.ts";
import { formatPhone } from "#contract/phone.ts";
import { OTP_LENGTH, type OtpChallenge } from "#contract/user.ts";
import {
  attemptsLeft, canSendCode, checkDecision, otpExpiresAt, otpResendAt, otpSmsText,
} from "#domain/otp.ts";
import { isUniqueViolation, type Database } from "#db/database.ts";
import {
  consumeCodeAndVerify, countWrongAttempt, lastCodeAt, liveCode, lockMemberPhone, replaceCode, verifiedElsewhere,
} from "#db/repositories/member/otp.ts";
import { enqueue, markSmsDelivered } from "#db/repositories/outbox.ts";
import type { LinePointsProvider } from "#integrations/line-points/provider.ts";
import { mergeLinePoints } from "#workflows/membership/line-points.ts";

// Verifying a phone: six-digit codes sent through the SMS outbox, stored only as a keyed hash, OTP rules
// from server/domain/otp.ts. Every call is keyed on the member id from the token.

/**
 * The code's stored form: HMAC-SHA256 under a server-side pepper of member id, phone and code. A six-digit code is
 * easy to brute-force from a plain hash; without the pepper (never in the database) a leaked table reveals nothing.
 */
export function hashOtp(pepper: string, memberId: number, phoneE164: string, code: string): string {
  return createHmac("sha256", pepper).update(`${memberId}:${phoneE164}:${code}`).digest("hex");
}

/** A uniformly random six-digit code, leading zeros kept. */
export function randomOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
}

export type OtpRequestOutcome =
  | { ok: true; challenge: OtpChallenge }
  | { ok: false; code: "phone_required" | "phone_taken" | "not_found" }
  | { ok: false; code: "otp_cooldown"; retryAfter: number };

/**
 * Sends a new code to the member's phone: refused without a phone, when another member already verified that
 * number, and within the resend cooldown. Older codes stop working; the code and its SMS are written together.
 */
export async function requestPhoneCode(
  db: Database, memberId: number, locale: Locale, pepper: string, now = new Date(),
): Promise<OtpRequestOutcome> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const member = await lockMemberPhone(tx, memberId);
    if (!member) return { ok: false, code: "not_found" } as const;
    const phone = member.phone_e164;
    if (!phone) return { ok: false, code: "phone_required" } as const;
    if (await verifiedElsewhere(tx, memberId, phone)) return { ok: false, code: "phone_taken" } as const;
    const send = canSendCode(await lastCodeAt(tx, memberId), now);
    if (!send.ok) return { ok: false, code: "otp_cooldown", retryAfter: send.retryAfter } as const;

    const code = randomOtpCode();
    const expiresAt = otpExpiresAt(now);
    await replaceCode(tx, { memberId, phoneE164: phone, codeHash: hashOtp(pepper, memberId, phone, code), expiresAt,
      at: now });
    await enqueue(tx, { kind: "sms", to: phone, subject: "", body: otpSmsText(code, locale) });
    const challenge: OtpChallenge = {
      phone: formatPhone(phone),
      expires_at: expiresAt.toISOString(),
      resend_at: otpResendAt(now).toISOString(),
      attempts_left: attemptsLeft(0),
    };
    return { ok: true, challenge } as const;
  });
}

export type OtpVerifyOutcome =
  | { ok: true }
  | { ok: false; code: "otp_not_requested" | "otp_expired" | "phone_taken" | "not_found" }
  | { ok: false; code: "otp_invalid"; attemptsLeft: number }
  /** `retryAfter`: seconds until a new code may be asked for (the resend cooldown of the locked one), at least 1. */
  | { ok: false; code: "otp_locked"; retryAfter: number };

/**
 * Checks a typed code against the member's newest live code for their current phone. A wrong code costs one
 * attempt (written even though the answer is an error); the right one is consumed, marks the phone verified,
 * drops the code's SMS text from the outbox (it was delivered: the member typed it) and merges the phone's LINE
 * points in the same transaction (decision 0134), so that neither happens without the other.
 */
export async function verifyPhoneCode(
  db: Database, linePoints: LinePointsProvider, memberId: number, typed: string, pepper: string, now = new Date(),
): Promise<OtpVerifyOutcome> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const member = await lockMemberPhone(tx, memberId);
      if (!member) return { ok: false, code: "not_found" } as const;
      const phone = member.phone_e164;
      const row = phone ? await liveCode(tx, memberId, phone) : undefined;
      const decision = checkDecision(row ? { expiresAt: row.expiresAt, attempts: row.attempts } : null, now);
      if (decision.kind === "not_requested") return { ok: false, code: "otp_not_requested" } as const;
      if (decision.kind === "expired") return { ok: false, code: "otp_expired" } as const;
      if (decision.kind === "locked") {
        const resend = canSendCode(row ? row.createdAt : null, now);
        return { ok: false, code: "otp_locked", retryAfter: resend.ok ? 1 : resend.retryAfter } as const;
      }
      if (!row || !phone) return { ok: false, code: "otp_not_requested" } as const;

      const expected = Buffer.from(row.codeHash, "hex");
      const actual = Buffer.from(hashOtp(pepper, memberId, phone, typed), "hex");
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        await countWrongAttempt(tx, row.id);
        return { ok: false, code: "otp_invalid", attemptsLeft: decision.attemptsLeftIfWrong } as const;
      }
      if (await verifiedElsewhere(tx, memberId, phone)) return { ok: false, code: "phone_taken" } as const;
      await consumeCodeAndVerify(tx, row.id, memberId, now);
      await markSmsDelivered(tx, phone, typed);
      await mergeLinePoints(tx, linePoints, memberId, phone, now);
      return { ok: true } as const;
    });
  } catch (error) {
    // Another member verified the same number in the same instant: the unique index decided.
    if (isUniqueViolation(error, "members_verified_phone_unique")) return { ok: false, code: "phone_taken" };
    throw error;
  }
}
