// A machine's states and transitions as plain data, for the flow atlas (scripts/flows.ts) and the model coverage
// (tests/model/coverage.ts): both name a transition by the same stable key, and print it with the same sentence.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";
import { guardCode, guardSentence } from "./graph-guards.ts";

/** One transition of a machine, named so that the flow atlas and test coverage agree on it. */
export interface TransitionInfo {
  /** Stable identity: source, event, guard with its parameters and targets (plus `#n` if that is not unique). */
  key: string;
  source: string;
  /** Target state ids; empty for a transition that stays put (actions only). */
  targets: string[];
  /** The raw event type (`xstate.after.…`, `xstate.done.actor.…`, `""` for eventless). */
  event: string;
  /** A readable trigger: the event name, `after <delay> (<ms> ms)`, `<actor> done`, `<actor> failed`, `immediately`. */
  trigger: string;
  /** The guard as code, with its parameters: `isNext({ type: "cart.load" })`. */
  guard: string | null;
  /** The guard as a clause for "if …": `next is cart.load`. */
  guardText: string | null;
  actions: string[];
  description: string | null;
}

export interface InvokeInfo {
  id: string;
  src: string;
  systemId: string | null;
}

export interface StateInfo {
  id: string;
  key: string;
  parent: string | null;
  type: AnyStateNode["type"];
  initial: string | null;
  description: string | null;
  invokes: InvokeInfo[];
}

function srcName(src: unknown, fallback: string): string {
  if (typeof src === "string") return src;
  if (src && typeof src === "object" && "id" in src && typeof src.id === "string") return src.id;
  return fallback;
}

/** The actors a state node (or the machine's root) runs while it is active. */
export function invokesOf(node: AnyStateNode): InvokeInfo[] {
  return node.invoke.map((i) => ({ id: i.id, src: srcName(i.src, i.id), systemId: i.systemId ?? null }));
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
        invokes: invokesOf(child),
      });
      walk(child);
    }
  };
  walk(machine.root);
  return out;
}

function nameOf(ref: unknown): string {
  if (typeof ref === "string") return ref;
  if (typeof ref === "function" && ref.name) return ref.name;
  if (ref && typeof ref === "object" && "type" in ref && typeof ref.type === "string") return ref.type;
  return "inline";
}

/** A named delay with its milliseconds (`successAutoClose (2000 ms)`), or a plain number of milliseconds. */
function delayText(node: AnyStateNode, delay: unknown): string {
  if (typeof delay === "number") return `${delay} ms`;
  const delays = (node.machine.implementations.delays ?? {}) as Record<string, unknown>;
  const ms = delays[String(delay)];
  return typeof ms === "number" ? `${String(delay)} (${ms} ms)` : `${String(delay)} (set at run time)`;
}

/** The readable trigger of a transition, from xstate's internal event names. */
export function triggerOf(eventType: string, node: AnyStateNode): string {
  if (eventType === "") return "immediately";
  if (eventType.startsWith("xstate.after.")) {
    const delayed = node.after.find((t) => t.eventType === eventType);
    return `after ${delayed ? delayText(node, delayed.delay) : eventType.split(".")[2]}`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) {
    const invoked = node.invoke.find((i) => i.id === done[2]);
    const src = invoked ? srcName(invoked.src, invoked.id) : (done[2] ?? "");
    return `${src} ${done[1] === "done" ? "done" : "failed"}`;
  }
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `${doneState[1]?.split(".").pop() ?? ""} finished`;
  return eventType;
}

function baseKey(t: AnyTransitionDefinition): string {
  const targets = (t.target ?? []).map((n) => n.id);
  const guard = t.guard === undefined ? "" : ` [${guardCode(t.guard)}]`;
  return `${t.source.id} --${String(t.eventType)}${guard}--> ${targets.join(",") || "(stay)"}`;
}

/** The base key, made unique by its position when the same state declares two alike transitions. */
function keyOf(t: AnyTransitionDefinition): string {
  const eventType = String(t.eventType);
  const siblings = (eventType === "" ? t.source.always : t.source.transitions.get(eventType)) ?? [];
  const base = baseKey(t);
  const alike = siblings.filter((s) => baseKey(s) === base);
  return alike.length > 1 ? `${base} #${alike.indexOf(t) + 1}` : base;
}

export function describeTransition(t: AnyTransitionDefinition): TransitionInfo {
  const eventType = String(t.eventType);
  return {
    key: keyOf(t),
    source: t.source.id,
    targets: (t.target ?? []).map((n) => n.id),
    event: eventType,
    trigger: triggerOf(eventType, t.source),
    guard: t.guard === undefined ? null : guardCode(t.guard),
    guardText: t.guard === undefined ? null : guardSentence(t.guard),
    actions: t.actions.map(nameOf),
    description: typeof t.description === "string" ? t.description : null,
  };
}

/** A transition as one line for people: `cart.addItem, if has token`. */
export function triggerSentence(t: TransitionInfo): string {
  return t.guardText ? `${t.trigger}, if ${t.guardText}` : t.trigger;
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
