import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { confirmMachine } from "./confirm.machine.ts";

describe("confirmMachine", () => {
  it("uses the destructive defaults by code", () => {
    const actor = createActor(confirmMachine, {
      input: { title: "Delete?", message: "Gone for good", variant: "destructive" },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      confirmLabel: { code: "deleteAccount" },
      cancelLabel: { code: "noDontDelete" },
    });
  });

  it("uses Yes/No for the yes/no variant and OK/Cancel by default", () => {
    const yesNo = createActor(confirmMachine, { input: { title: "t", message: "m", variant: "yesNo" } }).start();
    expect(yesNo.getSnapshot().context).toMatchObject({ confirmLabel: { code: "yes" }, cancelLabel: { code: "no" } });
    const plain = createActor(confirmMachine, { input: { title: "t", message: "m" } }).start();
    expect(plain.getSnapshot().context).toMatchObject({ confirmLabel: { code: "ok" },
      cancelLabel: { code: "cancel" } });
  });

  it("lets the caller's texts override the defaults", () => {
    const actor = createActor(confirmMachine, {
      input: { title: "t", message: "m", variant: "destructive", confirmText: "Remove", cancelText: "Keep" },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({ confirmLabel: { text: "Remove" },
      cancelLabel: { text: "Keep" } });
  });

  it("outputs true on accept and false on cancel", () => {
    const accepted = createActor(confirmMachine, { input: { title: "t", message: "m" } }).start();
    accepted.send({ type: "confirm.accept" });
    expect(accepted.getSnapshot().status).toBe("done");
    expect(accepted.getSnapshot().output).toBe(true);

    const cancelled = createActor(confirmMachine, { input: { title: "t", message: "m" } }).start();
    cancelled.send({ type: "confirm.cancel" });
    expect(cancelled.getSnapshot().value).toBe("cancelled");
    expect(cancelled.getSnapshot().output).toBe(false);
  });
});
