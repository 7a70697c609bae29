// fireEvent, not user-event: user-event awaits real timers, which these fake-clock tests stop (decision 0031).
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen } from "@testing-library/react";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import type { User } from "#contract/auth.ts";
import { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from "#contract/user.ts";
import { otpMachine } from "#machines/otp.machine.ts";
import { MIN_DELAY_MS } from "#api/client.ts";
import { Verification } from "#app/pages/otp-verification.tsx";
import { fakeUser } from "../fakes/auth-api.ts";
import { fail, fetchOver, json, type Route } from "../fakes/http.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage, type MountedShop } from "./shop-app.tsx";

// The OTP page as the member sees it: the page's own part (the OTP machine wired to the phone calls through the
// real API client) against a fake phone API. The server's answer is part of each event: a request is sent, refused
// with a cooldown (a code went out moments ago) or refused for want of a phone; a typed code is right, wrong, or
// wrong for the last time. Time passing is a model event run on the fake clock.
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
  { type: "otp.request", answer: "sent" }, { type: "otp.request", answer: "cooldown" },
  { type: "otp.request", answer: "noPhone" },
  { type: "otp.submit", code: "right" }, { type: "otp.submit", code: "wrong" },
  { type: "otp.submit", code: "lastWrong" },
  { type: "otp.resend" }, { type: "wait.cooldown" }, { type: "wait.expiry" },
];
// Shortest paths with self-loops kept as steps reach every (state, event) pair; simple paths would run into the
// hundreds here without reaching anything new.
const testModel = createTestModel(model, { events: modelEvents, ...selfLoopsAsSteps });

const coverage = trackCoverage(otpMachine);
afterAll(() => coverage.assertComplete());

const RIGHT = "246810";
const PHONE = "081 234 5678";

const member: User = {
  ...fakeUser("ada@example.com"),
  phone: { country_code: "TH", national_number: "812345678", formatted: PHONE, e164: "+66812345678" },
};

/** The phone calls as server/routes/api/user answers them: what the next request answers, the live code's tries. */
function fakeServer() {
  const server = {
    nextRequest: "sent" as "sent" | "cooldown" | "noPhone",
    attemptsLeft: OTP_MAX_ATTEMPTS,
    sent: 0,
    verifiedUser: null as User | null,
  };
  const route: Route = async (request, url) => {
    if (url.pathname === "/api/user/otp/phone/request") {
      if (server.nextRequest === "noPhone") return fail(422, "phone_required", "Add a phone number first.");
      if (server.nextRequest === "cooldown") return fail(429, "otp_cooldown", "Wait a moment.", { retry_after: 30 });
      server.sent += 1;
      server.attemptsLeft = OTP_MAX_ATTEMPTS;
      const now = Date.now();
      return json(200, {
        data: {
          phone: PHONE,
          attempts_left: OTP_MAX_ATTEMPTS,
          resend_at: new Date(now + OTP_RESEND_SECONDS * 1000).toISOString(),
          expires_at: new Date(now + OTP_TTL_MINUTES * 60_000).toISOString(),
        },
      });
    }
    if (url.pathname === "/api/user/otp/phone/verify") {
      const { code } = (await request.json()) as { code: string };
      if (code === RIGHT) {
        server.verifiedUser = { ...member, phone_verified: true };
        return json(200, { data: server.verifiedUser });
      }
      server.attemptsLeft -= 1;
      return fail(422, "otp_invalid", "Wrong code.", { attempts_left: server.attemptsLeft });
    }
    return null;
  };
  vi.stubGlobal("fetch", fetchOver(route));
  return server;
}

/** Lets answers arrive: the page's calls take at least MIN_DELAY_MS (decision 0040). */
const flush = () => act(async () => {
  await vi.advanceTimersByTimeAsync(MIN_DELAY_MS);
});

const boxes = () => screen.getAllByRole("textbox", { name: /^Digit \d$/ }) as HTMLInputElement[];

/** A pasted or autofilled code: one input event in the first box, as the browser sends it. */
async function typeCode(code: string) {
  fireEvent.input(boxes()[0]!, { target: { value: code } });
  await flush();
}

/** A code typed a digit at a time into the box that has the focus. */
async function typeByBox(code: string) {
  boxes()[0]!.focus();
  for (const digit of code) {
    fireEvent.input(document.activeElement!, { target: { value: digit } });
    await act(async () => {});
  }
  await flush();
}

function errorToast(text: string) {
  // Error toasts stay until closed: the newest one is the last.
  const toast = screen.getAllByRole("alert").filter((el) => el.textContent?.includes("error!")).at(-1);
  expect(toast?.textContent).toContain(text);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The OTP page's part for `user` inside the shop. */
const openPage = (user: User) => mountPage(<Verification user={user} inspect={coverage.inspect} />,
  { path: "/my-account/otp-verification" });

describe("otp machine (model paths through the OTP page template)", () => {
  const paths = uniquePaths(testModel.getShortestPaths());
  for (const path of paths) {
    it(path.description, async () => {
      const server = fakeServer();
      const app: MountedShop = await openPage(member);
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
            const text = lastSubmit === "lastWrong" ? "Too many wrong codes. Ask for a new code."
              : "This code has expired. Ask for a new code.";
            expect(screen.getAllByText(text).length).toBeGreaterThan(0);
            expect(coverage.currentValue()).toBe("spent");
          },
          verified: () => {
            expect(server.verifiedUser?.phone_verified).toBe(true);
            expect(screen.queryByRole("textbox", { name: "Digit 1" })).toBeNull();
            // The page goes on to the success page.
            expect(app.history.location.pathname).toBe("/my-account/verification-complete");
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
    fakeServer();
    const app = await openPage(member);
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await flush();
    const verify = screen.getByRole("button", { name: "Verify" }) as HTMLButtonElement;
    expect(verify.disabled).toBe(true);
    await typeByBox(RIGHT);
    await flush();
    expect(app.history.location.pathname).toBe("/my-account/verification-complete");
  });

  it("a member without a phone is offered to add one", async () => {
    fakeServer();
    const app = await openPage({ ...member, phone: null });
    fireEvent.click(screen.getByRole("button", { name: "Add phone number" }));
    await act(async () => {});
    expect(app.child("dialogStack").getSnapshot().context.dialog).toBe("checkPhone");
  });
});
