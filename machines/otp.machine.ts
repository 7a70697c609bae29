import { assign, emit, fromPromise, setup } from "xstate";
import type { User } from "#contract/auth.ts";
import { errorCodeOf, type ErrorCode } from "#contract/errors.ts";
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_MINUTES, type OtpChallenge } from "#contract/user.ts";
import { notProvided } from "./not-provided.ts";

/**
 * Spec §4 Phone verification: request a one-time code for the member's phone, type it, verify, done
 * (/my-account/verification-complete). The server sends 6-digit codes that expire after 10 minutes and allow 5
 * tries; Resend waits out a cooldown. The machine counts the cooldown down in one-second ticks (delay `cooldownTick`)
 * and ends the code's life with the delay `codeExpiry`; tests set both.
 */

/** A sent code as the machine keeps it: seconds, not clock times, so the browser's clock never matters twice. */
export interface OtpSent {
  /** The phone the code went to, formatted. */
  phone: string;
  attemptsLeft: number;
  /** Seconds until Resend is allowed. */
  resendInSeconds: number;
  /** Seconds until the code expires. */
  expiresInSeconds: number;
}

/** Converts the server's challenge into seconds from `nowMs`, each bounded by the contract's constants. */
export function sentFromChallenge(challenge: OtpChallenge, nowMs: number): OtpSent {
  const secondsUntil = (iso: string, max: number) => {
    const ms = Date.parse(iso) - nowMs;
    return Number.isFinite(ms) ? Math.min(max, Math.max(0, Math.ceil(ms / 1000))) : max;
  };
  return {
    phone: challenge.phone,
    attemptsLeft: challenge.attempts_left,
    resendInSeconds: secondsUntil(challenge.resend_at, OTP_RESEND_SECONDS),
    expiresInSeconds: secondsUntil(challenge.expires_at, OTP_TTL_MINUTES * 60),
  };
}

export type OtpEvent =
  | { type: "otp.request" }
  | { type: "otp.resend" }
  | { type: "otp.submit"; code: string };

export interface OtpContext {
  /** The phone the last code went to; null before the first code. */
  phone: string | null;
  /** Tries left for the current code; null when the server has not said. */
  attemptsLeft: number | null;
  /** Seconds until Resend is allowed (counts down while cooling down). */
  cooldownLeft: number;
  /** Seconds the current code lives, from when it was entered. */
  expiresIn: number;
  /** The code being verified (or last verified). */
  code: string;
  /** The last failure's contract code; cleared when a code goes out or verifies. */
  error: ErrorCode | null;
  /** The member as the server answered the right code (phone verified); the machine's output. */
  verified: User | null;
}

/**
 * What the page must tell the member (machines hold codes, src the words): a request or a check just failed (an
 * 'error!' toast, the boxes cleared), or a code just went out (the boxes cleared for it).
 */
export type OtpEmitted =
  | { type: "otp.failed"; code: ErrorCode; attemptsLeft: number | null; cooldownLeft: number }
  | { type: "otp.sent" };

/** What an actor's rejection carries: src/api rejects with ApiError (code, retryAfter, attemptsLeft). */
interface Rejection {
  error: unknown;
}

function numberField(error: unknown, field: "retryAfter" | "attemptsLeft"): number | null {
  if (error && typeof error === "object" && field in error) {
    const value = (error as Record<string, unknown>)[field];
    if (typeof value === "number" && Number.isFinite(value)) return value;
  }
  return null;
}

export const OTP_DELAYS = {
  cooldownTick: 1000,
  codeExpiry: ({ context }: { context: OtpContext }) => context.expiresIn * 1000,
};

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    emitted: {} as OtpEmitted,
    output: {} as User | null,
  },
  actors: {
    requestCode: fromPromise<OtpSent>(notProvided("requestCode")),
    verifyCode: fromPromise<User, { code: string }>(notProvided("verifyCode")),
  },
  guards: {
    isCodeComplete: ({ event }) => event.type === "otp.submit" && new RegExp(`^\\d{${OTP_LENGTH}}$`).test(event.code),
    isCooldown: (_, params: Rejection) => errorCodeOf(params.error) === "otp_cooldown",
    isCodeSpent: (_, params: Rejection) => {
      const code = errorCodeOf(params.error);
      return code === "otp_expired" || code === "otp_locked" || code === "otp_not_requested"
        || (code === "otp_invalid" && numberField(params.error, "attemptsLeft") === 0);
    },
    hasCooldownLeft: ({ context }) => context.cooldownLeft > 1,
  },
  actions: {
    keepSent: assign((_, sent: OtpSent) => ({
      phone: sent.phone,
      attemptsLeft: sent.attemptsLeft,
      cooldownLeft: sent.resendInSeconds,
      expiresIn: sent.expiresInSeconds,
      code: "",
      error: null,
    })),
    keepCooldown: assign(({ context }, params: Rejection) => ({
      // The server still holds a live code sent moments ago: wait out its cooldown, the code may still arrive.
      cooldownLeft: Math.max(1, Math.min(OTP_RESEND_SECONDS,
        numberField(params.error, "retryAfter") ?? OTP_RESEND_SECONDS)),
      expiresIn: context.phone === null ? OTP_TTL_MINUTES * 60 : context.expiresIn,
      error: "otp_cooldown" as const,
    })),
    keepFailure: assign((_, params: Rejection) => ({ error: errorCodeOf(params.error) })),
    keepWrongCode: assign(({ context }, params: Rejection) => ({
      error: errorCodeOf(params.error),
      attemptsLeft: numberField(params.error, "attemptsLeft") ?? context.attemptsLeft,
    })),
    keepSpent: assign((_, params: Rejection) => {
      const code = errorCodeOf(params.error);
      return { error: code === "otp_invalid" ? ("otp_locked" as const) : code, attemptsLeft: 0 };
    }),
    keepCode: assign(({ event }) => (event.type === "otp.submit" ? { code: event.code, error: null } : {})),
    countDown: assign(({ context }) => ({ cooldownLeft: Math.max(0, context.cooldownLeft - 1) })),
    endCooldown: assign({ cooldownLeft: 0 }),
    markExpired: assign({ error: "otp_expired" as const }),
    clearFailure: assign({ error: null }),
    keepVerified: assign({ verified: (_, params: { member: User }) => params.member }),
    announceFailure: emit(({ context }) => ({
      type: "otp.failed" as const,
      code: context.error ?? "internal_error",
      attemptsLeft: context.attemptsLeft,
      cooldownLeft: context.cooldownLeft,
    })),
    announceSent: emit({ type: "otp.sent" as const }),
  },
  delays: OTP_DELAYS,
}).createMachine({
  id: "otp",
  description: "Phone verification (spec §4): request a code, type it, verify it.",
  context: { phone: null, attemptsLeft: null, cooldownLeft: 0, expiresIn: 0, code: "", error: null, verified: null },
  output: ({ context }) => context.verified,
  initial: "idle",
  states: {
    idle: {
      description: "No code yet (or the last request failed): the shopper asks for one with Send code.",
      on: { "otp.request": { target: "requesting", actions: "clearFailure" } },
    },
    requesting: {
      description: "Asking the server to text a code to the member's phone.",
      invoke: {
        src: "requestCode",
        onDone: {
          target: "codeEntry", actions: [{ type: "keepSent", params: ({ event }) => event.output }, "announceSent"],
        },
        onError: [
          {
            guard: { type: "isCooldown", params: ({ event }) => ({ error: event.error }) },
            target: "codeEntry",
            actions: [{ type: "keepCooldown", params: ({ event }) => ({ error: event.error }) }, "announceFailure"],
          },
          {
            target: "idle",
            actions: [{ type: "keepFailure", params: ({ event }) => ({ error: event.error }) }, "announceFailure"],
          },
        ],
      },
    },
    codeEntry: {
      description: "A code is out: the shopper types it while Resend waits out its cooldown; the code expires.",
      type: "parallel",
      after: { codeExpiry: { target: "spent", actions: "markExpired" } },
      states: {
        entry: {
          description: "Typing and checking the code.",
          initial: "typing",
          states: {
            typing: {
              description: "The shopper types the six digits (or pastes them); the last failure shows under the boxes.",
              on: { "otp.submit": { guard: "isCodeComplete", target: "verifying", actions: "keepCode" } },
            },
            verifying: {
              description: "Checking the code with the server.",
              invoke: {
                src: "verifyCode",
                input: ({ context }) => ({ code: context.code }),
                onDone: {
                  target: "#otp.complete",
                  actions: { type: "keepVerified", params: ({ event }) => ({ member: event.output }) },
                },
                onError: [
                  {
                    guard: { type: "isCodeSpent", params: ({ event }) => ({ error: event.error }) },
                    target: "#otp.spent",
                    actions: [
                      { type: "keepSpent", params: ({ event }) => ({ error: event.error }) }, "announceFailure",
                    ],
                  },
                  {
                    target: "typing",
                    actions: [
                      { type: "keepWrongCode", params: ({ event }) => ({ error: event.error }) }, "announceFailure",
                    ],
                  },
                ],
              },
            },
          },
        },
        resend: {
          description: "Resend is offered once the cooldown is over.",
          initial: "coolingDown",
          states: {
            coolingDown: {
              description: "Counting down the seconds until Resend code is allowed.",
              after: {
                cooldownTick: [
                  { guard: "hasCooldownLeft", target: "coolingDown", reenter: true, actions: "countDown" },
                  { target: "resendable", actions: "endCooldown" },
                ],
              },
            },
            resendable: {
              description: "Resend code is allowed.",
              on: { "otp.resend": { target: "#otp.requesting", actions: "clearFailure" } },
            },
          },
        },
      },
    },
    spent: {
      description: "The code expired or took too many wrong tries: only a new code helps.",
      on: { "otp.resend": { target: "requesting", actions: "clearFailure" } },
    },
    complete: {
      description: "The phone is verified and saved on the member.",
      type: "final",
    },
  },
});
