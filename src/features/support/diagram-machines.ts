import type { AnyStateMachine } from "xstate";
import { listStates, listTransitions } from "#machines/graph.ts";
import { machines } from "#machines/registry.ts";
import { ATLAS_SVGS } from "./atlas-svgs.ts";
import { isStoryMachine, type DiagramMachine } from "./diagram-path.ts";

/** A machine the console draws: its states as plain data, the machine itself and its diagram from the atlas. */
export type StoryMachine = DiagramMachine & { machine: AnyStateMachine; svg: string | null };

/**
 * The flow atlas's machines (machines/registry.ts, the list `npm run flows` draws) that tell an order's story, as
 * plain data with their atlas SVG (docs/flows/<name>.svg, see ./atlas-svgs.ts).
 */
export function storyMachines(): StoryMachine[] {
  return machines.filter((m) => isStoryMachine(m.name)).map(({ name, machine }) => {
    const states = listStates(machine).filter((s) => s.parent === null).map((s) => ({ id: s.id, key: s.key }));
    const top = new Set(states.map((s) => s.id));
    // A nested state's transition is drawn from its top-level ancestor.
    const topOf = (id: string) => states.find((s) => id === s.id || id.startsWith(`${s.id}.`))?.id ?? id;
    const transitions = listTransitions(machine)
      .map((t) => ({ source: topOf(t.source), targets: t.targets.map(topOf).filter((x) => top.has(x)),
        trigger: t.trigger }))
      .filter((t) => top.has(t.source) && t.targets.length > 0);
    const initial = machine.root.initial?.target[0]?.id ?? null;
    return { name, states, transitions, initial, machine, svg: ATLAS_SVGS[name] ?? null };
  });
}
