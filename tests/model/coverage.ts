// Model coverage measured on the real machines: every rendered provider gets this recorder as its `inspect`
// option, so the counts come from the actors the UI actually ran, not from the model's own bookkeeping. Each test
// file also hands what it recorded (and the path every test walked) to the report of `npm run test:model`
// (tests/model/coverage-report.ts, decision 0096).
import { relative } from "node:path";
import { afterAll, expect } from "vitest";
import type { AnyStateMachine, InspectionEvent, StateValue } from "xstate";
import { describeTransition, listStates, listTransitions } from "#machines/graph.ts";
import { repoRoot, writePart, type RecordedPath } from "./coverage-parts.ts";

function stateIds(machineId: string, value: StateValue, prefix = machineId): string[] {
  if (typeof value === "string") return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...(child === undefined ? [] : stateIds(machineId, child, `${prefix}.${key}`)),
  ]);
}

function machineOf(snapshot: unknown): { id: string } | null {
  if (snapshot && typeof snapshot === "object" && "machine" in snapshot) {
    const machine = (snapshot as { machine: unknown }).machine;
    if (machine && typeof machine === "object" && "id" in machine) return machine as { id: string };
  }
  return null;
}

export interface Coverage {
  inspect: (event: InspectionEvent) => void;
  /** The state value the real actor is in now (the last snapshot it reported). */
  currentValue: () => StateValue | null;
  /** Prints "model coverage: <machine> states x/y, transitions a/b" and fails on anything missed. */
  assertComplete: () => void;
}

export function trackCoverage(machine: AnyStateMachine): Coverage {
  const allStates = listStates(machine).map((s) => s.id);
  const allTransitions = listTransitions(machine).map((t) => t.key);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const paths = new Map<string, RecordedPath>();
  let current: StateValue | null = null;

  const record = (key: string) => {
    const test = expect.getState().currentTestName ?? "(outside a test)";
    const path = paths.get(test) ?? { test, steps: [] };
    path.steps.push(key);
    paths.set(test, path);
  };
  const hand = () => {
    const testPath = expect.getState().testPath ?? "unknown";
    writePart({
      machineId: machine.id,
      file: relative(repoRoot, testPath),
      states: [...states],
      transitions: [...transitions],
      paths: [...paths.values()],
    });
  };
  // Files that never call assertComplete still report; inside a test no hook can be added, assertComplete hands it.
  try {
    afterAll(hand);
  } catch {
    // called inside a test
  }

  return {
    inspect(event) {
      const snapshot = event.type === "@xstate.microstep" || event.type === "@xstate.snapshot" ? event.snapshot : null;
      if (machineOf(snapshot)?.id !== machine.id) return;
      if (event.type === "@xstate.snapshot") {
        if (!("value" in event.snapshot)) return;
        const value = event.snapshot.value as StateValue;
        current = value;
        for (const id of stateIds(machine.id, value)) states.add(id);
      }
      if (event.type === "@xstate.microstep") {
        for (const t of event._transitions) {
          const info = describeTransition(t);
          transitions.add(info.key);
          record(info.key);
          states.add(info.source);
          for (const target of info.targets) states.add(target);
        }
      }
    },
    currentValue: () => current,
    assertComplete() {
      const missedStates = allStates.filter((s) => !states.has(s));
      const missedTransitions = allTransitions.filter((t) => !transitions.has(t));
      const line =
        `model coverage: ${machine.id} states ${allStates.length - missedStates.length}/${allStates.length}, ` +
        `transitions ${allTransitions.length - missedTransitions.length}/${allTransitions.length}`;
      console.log(line);
      hand(); // before the assertion: a failing file's afterAll hooks stop there, and its report matters most
      expect({ missedStates, missedTransitions }, line).toEqual({ missedStates: [], missedTransitions: [] });
    },
  };
}

/** Shortest and simple paths overlap; run each distinct path once. */
export function uniquePaths<T extends { description: string }>(paths: T[]): T[] {
  const seen = new Set<string>();
  return paths.filter((p) => !seen.has(p.description) && seen.add(p.description));
}

/**
 * createTestModel's default serialization treats a transition that stays in the same state as no step at all, so
 * paths would never exercise "ignored" events. Naming every step by its event and source keeps them as steps.
 */
export const selfLoopsAsSteps = {
  serializeTransition: (
    state: { value: unknown },
    event: { type: string } | undefined,
    prev?: { value: unknown },
  ): string => (event && prev ? ` via ${JSON.stringify(event)} from ${JSON.stringify(prev.value)}` : ""),
};
