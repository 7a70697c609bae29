// fireEvent, not user-event: user-event awaits real timers, which these fake-clock tests stop (decision 0031).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import type { User } from "../../contract/auth.ts";
import type { ErrorCode } from "../../contract/errors.ts";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES, type OtpChallenge } from "../../contract/user.ts";
import { otpMachine } from "../../machines/otp.machine.ts";
import { ApiError } from "../../src/api/errors.ts";
import { FeedbackProvider } from "../../src/app/providers/FeedbackProvider.tsx";
import { OtpVerificationTemplate } from "../../src/features/phone/templates/OtpVerificationTemplate.tsx";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { renderApp } from "./render.tsx";

// The OTP page as the member sees it. The server's answer is part of each event: a request is sent, refused with
// a cooldown (a code went out moments ago) or refused for want of a phone; a typed code is right, wrong, or wrong
// for the last time. Time passing is a model event run on the fake clock.
type ModelEvent =
  | { type: "otp.request"; answer: "sent" | "cooldown" | "noPhone" }
  | { type: "otp.submit"; code: "right" | "wrong" | "lastWrong" }
  | { type: "otp.resend" }
  | { type: "wait.cooldown" }
  | { type: "wait.expiry" };

const model = createMachine({
  id: "otpModel",
  types: {} as { events: ModelEvent },
  initial: "notSent",
  states: {
    notSent: {
      on: {
        "otp.request": [
          { guard: ({ event }) => event.answer === "noPhone", target: "refused" },
          { target: "waiting" },
        ],
      },
    },
    refused: {
      on: {
        "otp.request": [
          { guard: ({ event }) => event.answer === "noPhone", target: "refused" },
          { target: "waiting" },
        ],
      },
    },
    waiting: {
      on: {
        "otp.submit": [
          { guard: ({ event }) => event.code === "right", target: "verified" },
          { guard: ({ event }) => event.code === "lastWrong", target: "spent" },
          { target: "waiting" },
        ],
        "wait.cooldown": "resendable",
        "wait.expiry": "spent",
      },
    },
    resendable: {
      on: {
        "otp.resend": "waiting",
        "otp.submit": [
          { guard: ({ event }) => event.code === "right", target: "verified" },
          { guard: ({ event }) => event.code === "lastWrong", target: "spent" },
          { target: "resendable" },
        ],
        "wait.expiry": "spent",
      },
    },
    spent: { on: { "otp.resend": "waiting" } },
    verified: { type: "final" },
  },
});

const modelEvents: ModelEvent[] = [
  { type: "otp.request", answer: "sent" }, { type: "otp.request", answer: "cooldown" }, { type: "otp.request", answer: "noPhone" },
  { type: "otp.submit", code: "right" }, { type: "otp.submit", code: "wrong" }, { type: "otp.submit", code: "lastWrong" },
  { type: "otp.resend" }, { type: "wait.cooldown" }, { type: "wait.expiry" },
];
// Shortest paths with self-loops kept as steps reach every (state, event) pair; simple paths would run into the
// hundreds here without reaching anything new.
const testModel = createTestModel(model, { events: modelEvents, ...selfLoopsAsSteps });

const coverage = trackCoverage(otpMachine);
afterAll(() => coverage.assertComplete());

const RIGHT = "246810";
const PHONE = "081 234 5678";

/** A refusal as the real API client throws it (src/api ApiError: code, retryAfter, attemptsLeft). */
const refused = (code: ErrorCode, extra: { retryAfter?: number; attemptsLeft?: number } = {}) =>
  new ApiError(code === "otp_cooldown" ? 429 : 422, code, code, undefined, extra);

/** The server's side: what the next request answers, the live code's tries, how often a code went out. */
function fakeServer() {
  const server = {
    nextRequest: "sent" as "sent" | "cooldown" | "noPhone",
    attemptsLeft: OTP_MAX_ATTEMPTS,
    sent: 0,
    verifiedUser: null as User | null,
    requestCode: async (): Promise<OtpChallenge> => {
      if (server.nextRequest === "noPhone") throw refused("phone_required");
      if (server.nextRequest === "cooldown") throw refused("otp_cooldown", { retryAfter: 30 });
      server.sent += 1;
      server.attemptsLeft = OTP_MAX_ATTEMPTS;
      const now = Date.now();
      return {
        phone: PHONE,
        attempts_left: OTP_MAX_ATTEMPTS,
        resend_at: new Date(now + OTP_RESEND_SECONDS * 1000).toISOString(),
        expires_at: new Date(now + OTP_TTL_MINUTES * 60_000).toISOString(),
      };
    },
    verifyCode: async (code: string): Promise<User> => {
      if (code === RIGHT) {
        server.verifiedUser = { id: 7, phone_verified: true } as User;
        return server.verifiedUser;
      }
      server.attemptsLeft -= 1;
      throw refused("otp_invalid", { attemptsLeft: server.attemptsLeft });
    },
  };
  return server;
}

const flush = () => act(async () => {
  await vi.advanceTimersByTimeAsync(0);
});

const boxes = () => screen.getAllByRole("textbox", { name: /^Digit \d$/ }) as HTMLInputElement[];

async function typeCode(code: string) {
  const first = boxes()[0]!;
  fireEvent.focus(first);
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
  // The pin input settles its value on the next animation frame (faked too).
  await act(async () => {
    await vi.advanceTimersByTimeAsync(20);
  });
  await flush();
}

function errorToast(text: string) {
  // Error toasts stay until closed: the newest one is the last.
  const toast = screen.getAllByRole("alert").filter((el) => el.textContent?.includes("error!")).at(-1);
  expect(toast?.textContent).toContain(text);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("otp machine (model paths through the OTP page template)", () => {
  const paths = uniquePaths(testModel.getShortestPaths());
  for (const path of paths) {
    it(path.description, async () => {
      const server = fakeServer();
      const verified: User[] = [];
      renderApp(
        <FeedbackProvider>
          <OtpVerificationTemplate phone={PHONE} requestCode={server.requestCode} verifyCode={server.verifyCode}
            onVerified={(user) => verified.push(user)} inspect={coverage.inspect} />
        </FeedbackProvider>,
      );
      let lastRequest: ModelEvent | null = null;
      let lastSubmit: "right" | "wrong" | "lastWrong" | null = null;

      const resendButton = () => screen.getByRole("button", { name: "Resend code" }) as HTMLButtonElement;

      await path.test({
        states: {
          notSent: () => {
            expect(screen.getByText(`We will text a 6-digit code to ${PHONE}.`)).toBeDefined();
            expect(screen.getByRole("button", { name: "Send code" })).toBeDefined();
            expect(coverage.currentValue()).toBe("idle");
          },
          refused: () => {
            expect(screen.getByRole("button", { name: "Send code" })).toBeDefined();
            expect(screen.getAllByText("Add a phone number to your account first.").length).toBeGreaterThan(0);
            errorToast("Add a phone number to your account first.");
            expect(coverage.currentValue()).toBe("idle");
          },
          waiting: () => {
            expect(boxes()).toHaveLength(6);
            expect(resendButton().disabled).toBe(true);
            expect(screen.getByText(/You can ask for a new code in \d:\d\d/)).toBeDefined();
            expect(coverage.currentValue()).toMatchObject({ codeEntry: { resend: "coolingDown" } });
            if (lastRequest?.type === "otp.request" && lastRequest.answer === "cooldown") {
              errorToast("A code was sent a moment ago.");
            } else if (lastSubmit === "wrong") {
              const left = server.attemptsLeft;
              errorToast(`That code is not right. Attempts left: ${left}.`);
              // The boxes are cleared for the next try and the error sits under them.
              expect(boxes().every((box) => box.value === "")).toBe(true);
            } else {
              expect(screen.getByText(`Enter the 6-digit code we sent to ${PHONE}.`)).toBeDefined();
              expect(screen.getByText(`Attempts left: ${OTP_MAX_ATTEMPTS}`)).toBeDefined();
            }
          },
          resendable: () => {
            expect(resendButton().disabled).toBe(false);
            expect(screen.queryByText(/You can ask for a new code in/)).toBeNull();
            expect(coverage.currentValue()).toMatchObject({ codeEntry: { entry: "typing", resend: "resendable" } });
          },
          spent: () => {
            expect(resendButton().disabled).toBe(false);
            expect(screen.queryByRole("button", { name: "Verify" })).toBeNull();
            expect(boxes().every((box) => box.disabled)).toBe(true);
            const text = lastSubmit === "lastWrong" ? "Too many wrong codes. Ask for a new code." : "This code has expired. Ask for a new code.";
            expect(screen.getAllByText(text).length).toBeGreaterThan(0);
            expect(coverage.currentValue()).toBe("spent");
          },
          verified: () => {
            expect(verified).toEqual([server.verifiedUser]);
            expect(screen.queryByRole("textbox", { name: "Digit 1" })).toBeNull();
          },
        },
        events: {
          "otp.request": async ({ event }) => {
            const { answer } = event as Extract<ModelEvent, { type: "otp.request" }>;
            lastRequest = event as ModelEvent;
            lastSubmit = null;
            server.nextRequest = answer;
            fireEvent.click(screen.getByRole("button", { name: "Send code" }));
            await flush();
          },
          "otp.submit": async ({ event }) => {
            const { code } = event as Extract<ModelEvent, { type: "otp.submit" }>;
            lastSubmit = code;
            lastRequest = null;
            if (code === "lastWrong") server.attemptsLeft = 1;
            await typeCode(code === "right" ? RIGHT : "111111");
          },
          "otp.resend": async () => {
            lastRequest = null;
            lastSubmit = null;
            server.nextRequest = "sent";
            const before = server.sent;
            fireEvent.click(resendButton());
            await flush();
            expect(server.sent).toBe(before + 1);
          },
          "wait.cooldown": async () => {
            await act(async () => {
              await vi.advanceTimersByTimeAsync(OTP_RESEND_SECONDS * 1000);
            });
          },
          "wait.expiry": async () => {
            lastSubmit = null;
            lastRequest = null;
            await act(async () => {
              await vi.advanceTimersByTimeAsync(OTP_TTL_MINUTES * 60_000);
            });
          },
        },
      });
    });
  }
});

describe("OTP page details", () => {
  it("the Verify button checks a code typed box by box", async () => {
    const server = fakeServer();
    const verified: User[] = [];
    renderApp(
      <FeedbackProvider>
        <OtpVerificationTemplate phone={PHONE} requestCode={server.requestCode} verifyCode={server.verifyCode}
          onVerified={(user) => verified.push(user)} inspect={coverage.inspect} />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await flush();
    const verify = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await typeCode(RIGHT);
    await flush();
    expect(verified).toHaveLength(1);
  });

  it("a member without a phone is offered to add one", async () => {
    const server = fakeServer();
    const onAddPhone = vi.fn();
    renderApp(
      <FeedbackProvider>
        <OtpVerificationTemplate phone={null} requestCode={server.requestCode} verifyCode={server.verifyCode}
          onVerified={() => undefined} onAddPhone={onAddPhone} />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Add phone number" }));
    expect(onAddPhone).toHaveBeenCalledOnce();
  });
});
