import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
// fireEvent, not user-event: user-event awaits real timers, which these fake-clock tests stop.
import { act, fireEvent, screen } from "@testing-library/react";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { toastStackMachine } from "#machines/toast-stack.machine.ts";
import { TOAST_DELAYS, toastMachine, type ToastStatus } from "#machines/toast.machine.ts";
import { useToast } from "#lib/feedback.tsx";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { mountPage } from "./shop-app.tsx";

// The model: what a shopper sees over time. "wait.*" events are the clock moving on.
function toastModel(status: ToastStatus) {
  const success = status === "success";
  return createMachine({
    id: "toastModel",
    initial: "shown",
    states: {
      shown: {
        initial: "guarded",
        on: {
          "toast.close": "closed",
          ...(success ? { "wait.successAutoClose": "closed" } : {}),
        },
        states: {
          guarded: {
            on: {
              // A step that changes nothing visible; the no-op action keeps it in the model's event list.
              "toast.outsideClick": { actions: () => {} },
              // A success toast is gone after 2 s, before the 3 s guard ends.
              ...(success ? {} : { "wait.outsideClickGuard": "open" }),
            },
          },
          open: { on: { "toast.outsideClick": "#toastModel.closed" } },
        },
      },
      closed: { type: "final" },
    },
  });
}

const roleOf = (status: ToastStatus) => (status === "error" ? "alert" : "status");

// Each alert is a toast actor the shop's toast stack (systemId toastStack) starts and retires: both are counted.
const coverage = trackCoverage(toastMachine);
const stack = trackCoverage(toastStackMachine);
afterAll(() => {
  coverage.assertComplete();
  stack.assertComplete();
});

function Notifier({ status, onClosed }: { status: ToastStatus; onClosed: () => void }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => void toast({ status, title: "Saved", message: "Your changes are kept." })
      .then(onClosed)}>
      Notify
    </button>
  );
}

describe.each(["error", "success", "warning"] as const)("toast alert (%s)", (status) => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const model = createTestModel(toastModel(status), selfLoopsAsSteps);
  const paths = uniquePaths([...model.getShortestPaths(), ...model.getSimplePaths()]);

  for (const path of paths) {
    it(path.description, async () => {
      let closed = 0;
      await mountPage(<Notifier status={status} onClosed={() => closed++} />, { coverage: [coverage, stack] });
      fireEvent.click(screen.getByRole("button", { name: "Notify" }));
      const layer = () => document.querySelector<HTMLElement>("[data-toast-layer]");
      const visibleToast = () => {
        const toast = screen.getByRole(roleOf(status));
        expect(toast.textContent).toContain("Saved");
        expect(toast.textContent).toContain("Your changes are kept.");
        expect(screen.getByRole("button", { name: "Close" })).toBeDefined();
        return toast;
      };

      await path.test({
        states: {
          "shown.guarded": () => {
            visibleToast();
            expect(coverage.currentValue()).toEqual({ shown: "guarded" });
          },
          "shown.open": () => {
            visibleToast();
            expect(coverage.currentValue()).toEqual({ shown: "open" });
          },
          closed: async () => {
            await act(async () => {});
            expect(screen.queryByRole(roleOf(status))).toBeNull();
            expect(layer()).toBeNull();
            expect(closed).toBe(1);
          },
        },
        events: {
          "toast.close": () => {
            fireEvent.click(screen.getByRole("button", { name: "Close" }));
          },
          "toast.outsideClick": () => {
            // Anywhere on the page outside the alert: there is no overlay, the page itself hears the click.
            fireEvent.click(screen.getByRole("button", { name: "Notify" }).parentElement ?? document.body);
          },
          "wait.outsideClickGuard": () => act(() => vi.advanceTimersByTime(TOAST_DELAYS.outsideClickGuard)),
          "wait.successAutoClose": () => act(() => vi.advanceTimersByTime(TOAST_DELAYS.successAutoClose)),
        },
      });
    });
  }
});

describe("toast alerts open together", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("stack, and an outside click closes only those past their first 3 s", async () => {
    await mountPage(
      <>
        <Notifier status="error" onClosed={() => {}} />
        <Notifier status="warning" onClosed={() => {}} />
      </>,
      { coverage: [coverage, stack] },
    );
    const [error, warning] = screen.getAllByRole("button", { name: "Notify" });
    fireEvent.click(error as HTMLElement);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(warning as HTMLElement);
    act(() => vi.advanceTimersByTime(1000));
    // The error toast is 3 s old, the warning 1 s.
    fireEvent.click(document.body);
    await act(async () => {});
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toContain("Saved");
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(document.body);
    await act(async () => {});
    expect(screen.queryByRole("status")).toBeNull();
    expect(document.querySelector("[data-toast-layer]")).toBeNull();
  });
});
