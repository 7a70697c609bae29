import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { User } from "#contract/auth.ts";
import { otpMachine, sentFromChallenge, type OtpSent } from "./otp.machine.ts";

class FakeApiError extends Error {
  readonly code: string;
  readonly retryAfter: number | undefined;
  readonly attemptsLeft: number | undefined;
  constructor(code: string, extra: { retryAfter?: number; attemptsLeft?: number } = {}) {
    super(code);
    this.code = code;
    this.retryAfter = extra.retryAfter;
    this.attemptsLeft = extra.attemptsLeft;
  }
}

const sent: OtpSent = { phone: "081 234 5678", attemptsLeft: 5, resendInSeconds: 3, expiresInSeconds: 600 };

const member = { id: 1, phone_verified: true } as User;

function start({ request = async () => sent, verify = async () => member }: {
  request?: () => Promise<OtpSent>;
  verify?: (code: string) => Promise<User>;
} = {}) {
  const verified: string[] = [];
  const actor = createActor(
    otpMachine.provide({
      actors: {
        requestCode: fromPromise(request),
        verifyCode: fromPromise(async ({ input }: { input: { code: string } }): Promise<User> => {
          verified.push(input.code);
          return verify(input.code);
        }),
      },
    }),
  ).start();
  return { actor, verified };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("otp machine", () => {
  it("fails loudly without its actors", async () => {
    const actor = createActor(otpMachine).start();
    actor.send({ type: "otp.request" });
    await settle();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toBe("internal_error");
  });

  it("requests a code, counts the cooldown down, allows Resend, verifies", async () => {
    const { actor, verified } = start();
    actor.send({ type: "otp.request" });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ codeEntry: { entry: "typing", resend: "coolingDown" } });
    expect(actor.getSnapshot().context).toMatchObject({ phone: "081 234 5678", attemptsLeft: 5, cooldownLeft: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.cooldownLeft).toBe(2);
    actor.send({ type: "otp.resend" }); // not yet
    expect(actor.getSnapshot().matches({ codeEntry: { resend: "coolingDown" } })).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().matches({ codeEntry: { resend: "resendable" } })).toBe(true);
    expect(actor.getSnapshot().context.cooldownLeft).toBe(0);
    actor.send({ type: "otp.submit", code: "12345" }); // incomplete: ignored
    expect(verified).toEqual([]);
    actor.send({ type: "otp.submit", code: "123456" });
    await settle();
    expect(verified).toEqual(["123456"]);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("a wrong code keeps the boxes with the attempts left; the last wrong try spends the code", async () => {
    const { actor } = start({
      verify: async (code) => {
        throw new FakeApiError("otp_invalid", { attemptsLeft: code === "000000" ? 0 : 4 });
      },
    });
    actor.send({ type: "otp.request" });
    await settle();
    actor.send({ type: "otp.submit", code: "111111" });
    await settle();
    expect(actor.getSnapshot().matches({ codeEntry: { entry: "typing" } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: "otp_invalid", attemptsLeft: 4 });
    actor.send({ type: "otp.submit", code: "000000" });
    await settle();
    expect(actor.getSnapshot().value).toBe("spent");
    expect(actor.getSnapshot().context).toMatchObject({ error: "otp_locked", attemptsLeft: 0 });
  });

  it("the code expires after its lifetime; Resend asks for a new one", async () => {
    let calls = 0;
    const { actor } = start({ request: async () => ({ ...sent, expiresInSeconds: 5, attemptsLeft: ++calls }) });
    actor.send({ type: "otp.request" });
    await settle();
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe("spent");
    expect(actor.getSnapshot().context.error).toBe("otp_expired");
    actor.send({ type: "otp.resend" });
    await settle();
    expect(actor.getSnapshot().matches("codeEntry")).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, attemptsLeft: 2 });
  });

  it("a cooldown answer waits out retry_after with the code already sent", async () => {
    const { actor } = start({ request: async () => Promise.reject(new FakeApiError("otp_cooldown",
      { retryAfter: 42 })) });
    actor.send({ type: "otp.request" });
    await settle();
    expect(actor.getSnapshot().matches({ codeEntry: { resend: "coolingDown" } })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: "otp_cooldown", cooldownLeft: 42 });
  });

  it("no phone on the account: back to idle with phone_required", async () => {
    const { actor } = start({ request: async () => Promise.reject(new FakeApiError("phone_required")) });
    actor.send({ type: "otp.request" });
    await settle();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.error).toBe("phone_required");
  });

  it("converts the server's times into bounded seconds", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(sentFromChallenge({
      phone: "081 234 5678", attempts_left: 5, resend_at: "2026-01-01T00:01:00Z", expires_at: "2026-01-01T00:10:00Z",
    }, now)).toEqual({ phone: "081 234 5678", attemptsLeft: 5, resendInSeconds: 60, expiresInSeconds: 600 });
    expect(sentFromChallenge({
      phone: "x", attempts_left: 5, resend_at: "2025-12-31T00:00:00Z", expires_at: "2027-01-01T00:00:00Z",
    }, now)).toMatchObject({ resendInSeconds: 0, expiresInSeconds: 600 });
  });
});
