import { describe, expect, it } from "vitest";
import { and, createMachine, fromPromise, not, or, setup, stateIn } from "xstate";
import { describeTransition, listStates, listTransitions, triggerSentence } from "./graph.ts";
import { machines } from "./registry.ts";

// A machine with one of every construct the atlas must print: parameterized guards (static and computed), the
// and/or/not/stateIn combinators, named and numeric delays, an invoked actor, parallel regions and a final state.
const sample = setup({
  types: { events: {} as { type: "queue.run"; command: string } | { type: "go" } | { type: "poke" } },
  actors: { fetchThing: fromPromise(async () => 1) },
  guards: {
    isNextCommand: (_, _params: { command: string }) => true,
    hasStock: (_, _params: { productId: string }) => true,
    isReady: () => true,
    isOverLimit: (_, _params: { limit: number; unit: string }) => true,
  },
  delays: { settle: 1500 },
}).createMachine({
  id: "sample",
  initial: "idle",
  states: {
    idle: {
      description: "Waiting.",
      on: {
        go: [
          { guard: { type: "isNextCommand", params: { command: "addItem" } }, target: "busy" },
          { guard: { type: "hasStock", params: ({ event }) => ({ productId: event.type }) }, target: "busy" },
          {
            guard: and(["isReady", not({ type: "isOverLimit", params: { limit: 3, unit: "items" } })]),
            target: "busy",
          },
          { guard: or([stateIn("#sample.idle"), "isReady"]), target: "done" },
        ],
        poke: [{ actions: [] }, { actions: [] }],
      },
      after: { settle: "busy", 250: "done" },
    },
    busy: {
      description: "Working.",
      type: "parallel",
      states: {
        left: { description: "Left.", initial: "a", states: { a: { description: "A." } } },
        right: {
          description: "Right.",
          invoke: { src: "fetchThing", onDone: "#sample.done", onError: "#sample.idle" },
        },
      },
    },
    done: { description: "Over.", type: "final" },
  },
});

const bySource = (source: string) => listTransitions(sample).filter((t) => t.source === `sample.${source}`);

describe("machine graph: states", () => {
  it("lists nested and parallel states, parents first, with their kinds and the actors they run", () => {
    const states = listStates(sample);
    const ids = states.map((s) => s.id);
    for (const s of states) if (s.parent) expect(ids.indexOf(s.parent), s.id).toBeLessThan(ids.indexOf(s.id));
    expect(states.find((s) => s.id === "sample.busy")?.type).toBe("parallel");
    expect(states.find((s) => s.id === "sample.done")?.type).toBe("final");
    expect(states.find((s) => s.id === "sample.busy.right")?.invokes.map((i) => i.src)).toEqual(["fetchThing"]);
  });

  it("gives every state of every machine a description (they appear in the flow atlas)", () => {
    for (const { machine } of machines) {
      for (const state of listStates(machine)) expect(state.description, state.id).toBeTruthy();
    }
  });
});

describe("machine graph: guards read as sentences with their parameters", () => {
  const texts = bySource("idle").filter((t) => t.event === "go").map((t) => t.guardText);

  it("puts a single static parameter after the guard's name", () => {
    expect(texts[0]).toBe("next command is addItem");
  });

  it("says which part of the event a computed parameter is read from", () => {
    expect(texts[1]).toBe("has stock (from the event's type)");
  });

  it("prints and/or/not/stateIn as words, with every parameter", () => {
    expect(texts[2]).toBe("ready and not over limit (limit 3, unit items)");
    expect(texts[3]).toBe("in state #sample.idle or ready");
  });

  it("keeps the parameters in the guard's code form too", () => {
    const codes = bySource("idle").filter((t) => t.event === "go").map((t) => t.guard);
    expect(codes[0]).toBe('isNextCommand({ command: "addItem" })');
    expect(codes[1]).toBe("hasStock({ productId: event.type })");
  });

  it("shows the parameters of every parameterized guard of the shop's machines", () => {
    for (const { machine } of machines) {
      for (const t of listTransitions(machine)) {
        const params = /\(\{ (.+) \}\)$/.exec(t.guard ?? "")?.[1];
        if (!params) continue;
        for (const [, value] of params.matchAll(/\w+: "?([^",]+)"?/g)) {
          const shown = value?.startsWith("event.") ? `the event's ${value.slice("event.".length)}` : value;
          expect(t.guardText, t.key).toContain(shown);
        }
      }
    }
  });
});

describe("machine graph: triggers", () => {
  it("names delays with their milliseconds, actor results by the actor, eventless ones as immediately", () => {
    const triggers = listTransitions(sample).map((t) => t.trigger);
    expect(triggers).toContain("after settle (1500 ms)");
    expect(triggers).toContain("after 250 ms");
    expect(triggers).toContain("fetchThing done");
    expect(triggers).toContain("fetchThing failed");
    const eventless = createMachine({ id: "e", initial: "a", states: { a: { always: "b" }, b: {} } });
    expect(listTransitions(eventless).map(triggerSentence)).toEqual(["immediately"]);
  });

  it("gives every transition of every machine a readable trigger, never xstate's internal event name", () => {
    for (const { machine } of machines) {
      for (const t of listTransitions(machine)) {
        expect(t.trigger, t.key).not.toMatch(/xstate\.|^$|\binline\b/);
        const delay = /\((\d+ ms|set at run time)\)$|^after \d+ ms$/;
        if (t.trigger.startsWith("after ")) expect(t.trigger, t.key).toMatch(delay);
        if (t.guard) expect(t.guardText, t.key).toMatch(/\w/);
      }
    }
  });
});

describe("machine graph: transition keys", () => {
  it("are unique within each machine, alike transitions numbered", () => {
    for (const { machine } of [...machines, { machine: sample }]) {
      const keys = listTransitions(machine).map((t) => t.key);
      expect(new Set(keys).size, machine.id).toBe(keys.length);
    }
    expect(bySource("idle").filter((t) => t.event === "poke").map((t) => t.key.slice(-2))).toEqual(["#1", "#2"]);
  });

  it("are stable: the same definition always gives the same key, also when described alone", () => {
    for (const { machine } of machines) {
      const first = listTransitions(machine).map((t) => t.key);
      expect(listTransitions(machine).map((t) => t.key)).toEqual(first);
      const defs = [machine.root, ...listStates(machine).map((s) => machine.getStateNodeById(s.id))].flatMap((node) => [
        ...[...node.transitions.values()].flat(),
        ...(node.always ?? []),
      ]);
      expect(defs.map((d) => describeTransition(d).key)).toEqual(first);
    }
  });
});
