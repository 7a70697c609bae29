import { describe, expect, it } from "vitest";
import { listStates, listTransitions } from "./graph.ts";
import { localeMachine } from "./locale.machine.ts";
import { machines } from "./registry.ts";
import { toastMachine } from "./toast.machine.ts";

describe("machine graph", () => {
  it("lists nested states with their descriptions", () => {
    expect(listStates(toastMachine).map((s) => [s.id, s.type])).toEqual([
      ["toast.shown", "compound"],
      ["toast.shown.guarded", "atomic"],
      ["toast.shown.open", "atomic"],
      ["toast.closed", "final"],
    ]);
  });

  it("names delays, actor results, eventless and machine-level transitions readably", () => {
    const triggers = (m: typeof toastMachine | typeof localeMachine) => listTransitions(m).map((t) => t.trigger);
    expect(triggers(toastMachine)).toEqual([
      "toast.close",
      "after successAutoClose",
      "toast.outsideClick",
      "after outsideClickGuard",
      "toast.outsideClick",
    ]);
    expect(triggers(localeMachine)).toEqual([
      "locale.routeChanged",
      "always",
      "always",
      "done: activateLocale",
      "error: activateLocale",
      "locale.switch",
      "locale.switch",
      "locale.retry",
      "locale.switch",
    ]);
  });

  it("gives every state a description (they appear in the flow atlas)", () => {
    for (const { machine } of machines) {
      for (const state of listStates(machine)) expect(state.description, state.id).toBeTruthy();
    }
  });
});
