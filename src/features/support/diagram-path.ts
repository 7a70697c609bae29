import type { TimelineEntry } from "#contract/support.ts";

// Where an order's story went on the flow atlas's diagrams: the timeline's events mapped onto the
// states of the checkout machine and of any payment machine in the atlas. The server records events, not machine
// states, so each event names the states it stands for; the first that the machine has is taken. New machines only
// need state names in these lists to be drawn with their path.

/** A machine as the atlas describes it (machines/graph.ts listStates/listTransitions), top-level states only. */
export type DiagramMachine = {
  name: string;
  states: { id: string; key: string }[];
  transitions: { source: string; targets: string[]; trigger: string }[];
  initial: string | null;
};

/** Each step: the state names it may be called in a machine, in order of preference. */
type Step = readonly string[];

const CHECKOUT_PLACED: Step[] = [["editing"], ["checking"], ["placing"], ["placed", "done", "complete"]];

const PAYMENT_STATUS: Record<string, Step> = {
  creating: ["creating", "starting", "submitting", "paying", "charging"],
  pending: ["pending", "waiting", "awaiting", "authorizing", "redirecting", "polling", "qr", "scanning"],
  successful: ["paid", "successful", "succeeded", "success", "complete", "completed", "done"],
  failed: ["failed", "failure", "declined", "rejected", "error", "retry"],
  expired: ["expired", "timedOut", "failed"],
  reversed: ["reversed", "refunded", "failed"],
};

function stepsOf(machine: string, entry: TimelineEntry): Step[] {
  if (machine === "checkout") return entry.kind === "order" && entry.event === "place" ? CHECKOUT_PLACED : [];
  if (entry.kind === "payment") {
    if (entry.event === "attempt") return [["choosing", "selecting", "idle", "ready", "editing"],
      PAYMENT_STATUS.creating ?? []];
    if (entry.event === "refund") return [["refunded", "refund"]];
    if (entry.event === "reject") return [PAYMENT_STATUS.failed ?? []];
    // A pending PromptPay charge is a QR on the shopper's screen; other pending charges wait on an authorize page.
    if (entry.to === "pending" && entry.detail?.source_type === "promptpay") {
      return [["showingQr", "qr", ...(PAYMENT_STATUS.pending ?? [])]];
    }
    return entry.to ? [PAYMENT_STATUS[entry.to] ?? [entry.to]] : [];
  }
  if (entry.kind === "order" && (entry.event === "cancel" || entry.event === "expire")) {
    return [["closed", "cancelled", "expired", "failed"]];
  }
  return [];
}

/** The machine's top-level state a name stands for: exact key first, then a key that starts with it. */
function stateFor(machine: DiagramMachine, names: Step): string | null {
  for (const name of names) {
    const lower = name.toLowerCase();
    const exact = machine.states.find((s) => s.key.toLowerCase() === lower);
    if (exact) return exact.id;
  }
  for (const name of names) {
    const lower = name.toLowerCase();
    const loose = machine.states.find((s) => s.key.toLowerCase().startsWith(lower));
    if (loose) return loose.id;
  }
  return null;
}

export type DiagramPath = {
  /** State ids in the order the story visited them (repeats collapsed). */
  visited: string[];
  /** "from→to" pairs walked. */
  edges: Set<string>;
  current: string | null;
  /** For each visited state, the time the story reached it last. */
  reached: Map<string, string>;
};

export function pathOn(machine: DiagramMachine, timeline: readonly TimelineEntry[]): DiagramPath {
  const visited: string[] = [];
  const reached = new Map<string, string>();
  for (const entry of timeline) {
    for (const step of stepsOf(machine.name, entry)) {
      const state = stateFor(machine, step);
      if (!state) continue;
      if (visited.at(-1) !== state) visited.push(state);
      reached.set(state, entry.at);
    }
  }
  const edges = new Set<string>();
  for (let i = 1; i < visited.length; i++) edges.add(`${visited[i - 1]}→${visited[i]}`);
  return { visited, edges, current: visited.at(-1) ?? null, reached };
}

/** The atlas's machines the console draws: the checkout and every payment machine. */
export const isStoryMachine = (name: string) => name === "checkout" || name.includes("payment");
