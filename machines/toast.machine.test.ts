import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { toastMachine, type ToastStatus } from "./toast.machine.ts";

function start(status: ToastStatus, delays?: { outsideClickGuard: number; successAutoClose: number }) {
  const logic = delays ? toastMachine.provide({ delays }) : toastMachine;
  return createActor(logic, { input: { status, title: "Saved", message: "All good" } }).start();
}

describe("toastMachine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("ignores outside clicks for the first 3 s", () => {
    const actor = start("error");
    actor.send({ type: "toast.outsideClick" });
    expect(actor.getSnapshot().value).toEqual({ shown: "guarded" });
    vi.advanceTimersByTime(2999);
    expect(actor.getSnapshot().value).toEqual({ shown: "guarded" });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ shown: "open" });
    actor.send({ type: "toast.outsideClick" });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ closedBy: "outsideClick" });
  });

  it("closes with the close button at any time", () => {
    const actor = start("warning");
    actor.send({ type: "toast.close" });
    expect(actor.getSnapshot().output).toEqual({ closedBy: "closeButton" });
  });

  it("closes a success toast after 2 s by itself", () => {
    const actor = start("success");
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().status).toBe("active");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().output).toEqual({ closedBy: "timer" });
  });

  it("keeps error and warning toasts open until the shopper acts", () => {
    const actor = start("error");
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().value).toEqual({ shown: "open" });
  });

  it("uses named delays that tests can set to 0", () => {
    const actor = start("success", { outsideClickGuard: 0, successAutoClose: 0 });
    vi.advanceTimersByTime(0);
    expect(actor.getSnapshot().output).toEqual({ closedBy: "timer" });
  });

  it("keeps the message optional", () => {
    const actor = createActor(toastMachine, { input: { status: "error", title: "Oops" } }).start();
    expect(actor.getSnapshot().context.message).toBeNull();
  });
});
