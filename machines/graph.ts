import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** One transition of a machine, named so that the flow atlas and test coverage agree on it. */
export interface TransitionInfo {
  /** Stable identity: source, event, guard and targets. */
  key: string;
  source: string;
  /** Target state ids; empty for a transition that stays put (actions only). */
  targets: string[];
  /** A readable trigger: the event name, `after <delay>`, `done: <actor>`, `error: <actor>` or `always`. */
  trigger: string;
  guard: string | null;
  actions: string[];
  description: string | null;
}

export interface StateInfo {
  id: string;
  key: string;
  parent: string | null;
  type: AnyStateNode["type"];
  initial: string | null;
  description: string | null;
}

/** Every state node below the root, parents before children. */
export function listStates(machine: AnyStateMachine): StateInfo[] {
  const out: StateInfo[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push({
        id: child.id,
        key: child.key,
        parent: node === machine.root ? null : node.id,
        type: child.type,
        initial: child.type === "compound" ? (child.initial.target[0]?.id ?? null) : null,
        description: child.description ?? null,
      });
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

function nameOf(ref: unknown): string {
  if (typeof ref === "string") return ref;
  if (ref && typeof ref === "object" && "type" in ref && typeof ref.type === "string") return ref.type;
  return "inline";
}

/** The readable trigger of a transition, from xstate's internal event names. */
export function triggerOf(eventType: string, node: AnyStateNode): string {
  if (eventType === "") return "always";
  const after = /^xstate\.after\.(.+?)\.[^.]*?\./.exec(eventType);
  if (after) {
    const delayed = node.after.find((t) => t.eventType === eventType);
    return `after ${delayed ? String(delayed.delay) : (after[1] ?? "")}`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) {
    const invoked = node.invoke.find((i) => i.id === done[2]);
    const src = invoked && typeof invoked.src === "string" ? invoked.src : (done[2] ?? "");
    return `${done[1]}: ${src}`;
  }
  return eventType;
}

export function describeTransition(t: AnyTransitionDefinition): TransitionInfo {
  const targets = (t.target ?? []).map((n) => n.id);
  const guard = t.guard === undefined ? null : nameOf(t.guard);
  const eventType = String(t.eventType);
  return {
    key: `${t.source.id} --${eventType}${guard ? ` [${guard}]` : ""}--> ${targets.join(",") || "(stay)"}`,
    source: t.source.id,
    targets,
    trigger: triggerOf(eventType, t.source),
    guard,
    actions: t.actions.map(nameOf),
    description: typeof t.description === "string" ? t.description : null,
  };
}

/** Every transition the machine declares: events, delays, actor results and eventless ones. */
export function listTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const nodes: AnyStateNode[] = [machine.root];
  for (const s of listStates(machine)) nodes.push(machine.getStateNodeById(s.id));
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map(describeTransition),
    ...(node.always ?? []).map(describeTransition),
  ]);
}
