import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { dialogStackMachine } from "./dialog-stack.machine.ts";

function start() {
  const calls: string[] = [];
  const actor = createActor(
    dialogStackMachine.provide({
      actions: { lockScroll: () => void calls.push("lock"), unlockScroll: () => void calls.push("unlock") },
    }),
  ).start();
  return { actor, calls };
}

describe("dialogStackMachine", () => {
  it("starts closed with the page scrolling", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toEqual({ dialog: null, scrollLocked: false });
  });

  it("opens a dialog by type and locks scrolling once", () => {
    const { actor, calls } = start();
    actor.send({ type: "dialog.open", dialog: "signIn" });
    expect(actor.getSnapshot().value).toBe("open");
    expect(actor.getSnapshot().context).toEqual({ dialog: "signIn", scrollLocked: true });
    expect(calls).toEqual(["lock"]);
  });

  it("replaces the open dialog without unlocking the page", () => {
    const { actor, calls } = start();
    actor.send({ type: "dialog.open", dialog: "signIn" });
    actor.send({ type: "dialog.open", dialog: "forgetPassword" });
    expect(actor.getSnapshot().context.dialog).toBe("forgetPassword");
    expect(calls).toEqual(["lock"]);
  });

  it("restores scrolling on close", () => {
    const { actor, calls } = start();
    actor.send({ type: "dialog.open", dialog: "checkPhone" });
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(actor.getSnapshot().context).toEqual({ dialog: null, scrollLocked: false });
    expect(calls).toEqual(["lock", "unlock"]);
  });

  it("ignores close when nothing is open", () => {
    const { actor, calls } = start();
    actor.send({ type: "dialog.close" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(calls).toEqual([]);
  });
});
