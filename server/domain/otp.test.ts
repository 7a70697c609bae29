import { describe, expect, it } from "vitest";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from "#contract/user.ts";
import {
  attemptsLeft, canSendCode, checkDecision, isOtpCode, otpExpiresAt, otpResendAt, otpSmsText,
} from "./otp.ts";

const now = new Date("2026-11-21T08:00:00.000Z");
const seconds = (s: number) => new Date(now.getTime() + s * 1000);

describe("code lifetime", () => {
  it("expires OTP_TTL_MINUTES after it is sent and may be resent after OTP_RESEND_SECONDS", () => {
    expect(otpExpiresAt(now).getTime() - now.getTime()).toBe(OTP_TTL_MINUTES * 60_000);
    expect(otpResendAt(now).getTime() - now.getTime()).toBe(OTP_RESEND_SECONDS * 1000);
  });
});

describe("canSendCode (the resend cooldown)", () => {
  it("sends the first code at once", () => {
    expect(canSendCode(null, now)).toEqual({ ok: true });
  });

  it("refuses within the cooldown, saying how many whole seconds are left", () => {
    expect(canSendCode(now, now)).toEqual({ ok: false, retryAfter: OTP_RESEND_SECONDS });
    expect(canSendCode(seconds(-10), now)).toEqual({ ok: false, retryAfter: OTP_RESEND_SECONDS - 10 });
    // 59.5 s waited: half a second to go still says 1, never 0
    expect(canSendCode(new Date(now.getTime() - (OTP_RESEND_SECONDS * 1000 - 500)), now)).toEqual({ ok: false,
      retryAfter: 1 });
  });

  it("sends again once the cooldown has passed", () => {
    expect(canSendCode(seconds(-OTP_RESEND_SECONDS), now)).toEqual({ ok: true });
    expect(canSendCode(seconds(-3600), now)).toEqual({ ok: true });
  });
});

describe("checkDecision", () => {
  const live = (attempts: number, expiresInSeconds = 300) => ({ attempts, expiresAt: seconds(expiresInSeconds) });

  it("says not requested when there is no live code", () => {
    expect(checkDecision(null, now)).toEqual({ kind: "not_requested" });
  });

  it("says expired at and after the expiry instant, before looking at attempts", () => {
    expect(checkDecision(live(0, 0), now)).toEqual({ kind: "expired" });
    expect(checkDecision(live(OTP_MAX_ATTEMPTS, -1), now)).toEqual({ kind: "expired" });
  });

  it("counts the tries left if this one is wrong, down to 0 on the last", () => {
    expect(checkDecision(live(0), now)).toEqual({ kind: "compare", attemptsLeftIfWrong: OTP_MAX_ATTEMPTS - 1 });
    expect(checkDecision(live(OTP_MAX_ATTEMPTS - 1), now)).toEqual({ kind: "compare", attemptsLeftIfWrong: 0 });
  });

  it("locks a code that took every wrong try", () => {
    expect(checkDecision(live(OTP_MAX_ATTEMPTS), now)).toEqual({ kind: "locked" });
    expect(checkDecision(live(OTP_MAX_ATTEMPTS + 3), now)).toEqual({ kind: "locked" });
  });

  it("attemptsLeft never goes below zero", () => {
    expect(attemptsLeft(0)).toBe(OTP_MAX_ATTEMPTS);
    expect(attemptsLeft(OTP_MAX_ATTEMPTS + 1)).toBe(0);
  });
});

describe("isOtpCode and the SMS", () => {
  it("takes exactly six digits", () => {
    expect(isOtpCode("012345")).toBe(true);
    for (const bad of ["", "12345", "1234567", "12345a", " 12345", "１２３４５６"]) expect(isOtpCode(bad), bad).toBe(false);
  });

  it("writes the code and its lifetime in the member's language", () => {
    expect(otpSmsText("123456", "en")).toBe("SkinState code: 123456. It expires in 10 minutes.");
    expect(otpSmsText("123456", "th")).toContain("123456");
    expect(otpSmsText("123456", "th")).toContain("นาที");
  });
});
