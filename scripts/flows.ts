// The flow atlas: writes docs/flows/<machine>.md (a Mermaid state diagram plus state and transition tables) for
// every machine in machines/registry.ts, and docs/flows/README.md as the index. Run with `npm run flows`.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AnyStateMachine } from "xstate";
import { listStates, listTransitions, type StateInfo, type TransitionInfo } from "../machines/graph.ts";
import { machines } from "../machines/registry.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "docs", "flows");

/** Mermaid ids cannot contain dots; a state's path joined by underscores is unique within its machine. */
function mermaidId(machine: AnyStateMachine, stateId: string): string {
  return stateId.slice(machine.id.length + 1).replaceAll(".", "_");
}

function delayText(machine: AnyStateMachine, trigger: string): string {
  if (!trigger.startsWith("after ")) return trigger;
  const name = trigger.slice("after ".length);
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const ms = delays[name];
  return typeof ms === "number" ? `after ${name} (${ms} ms)` : trigger;
}

/** Mermaid treats ":", ";", "{" and "}" in labels as syntax, and quotes end a state's name. */
function mermaidText(text: string): string {
  return text.replaceAll(":", " -").replaceAll(";", ",").replaceAll(/[{}"]/g, "");
}

function label(machine: AnyStateMachine, t: TransitionInfo): string {
  const parts = [delayText(machine, t.trigger)];
  if (t.guard) parts.push(`[${t.guard}]`);
  if (t.actions.length) parts.push(`/ ${t.actions.join(", ")}`);
  return mermaidText(parts.join(" "));
}

function diagram(machine: AnyStateMachine): string {
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const children = (parent: string | null) => states.filter((s) => s.parent === parent);
  const lines: string[] = ["stateDiagram-v2"];

  const drawStates = (parent: string | null, indent: string) => {
    const initial = parent === null ? machine.root.initial.target[0]?.id : states.find((s) => s.id === parent)?.initial;
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(machine, initial)}`);
    for (const s of children(parent)) {
      const id = mermaidId(machine, s.id);
      if (children(s.id).length) {
        lines.push(`${indent}state ${id} {`);
        drawStates(s.id, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${s.key}" as ${id}`);
        if (s.description) lines.push(`${indent}${id} : ${mermaidText(s.description)}`);
      }
      if (s.type === "final") lines.push(`${indent}${id} --> [*]`);
    }
  };
  drawStates(null, "  ");

  const topLevel = children(null).filter((s) => s.type !== "final");
  // Machine-level transitions that stay put (the cart's "enqueue any command") would add one loop per state and
  // event; they are listed once in a note on the initial state instead.
  const anyStateStays = transitions.filter((t) => t.source === machine.id && t.targets.length === 0);
  const first = topLevel[0];
  if (anyStateStays.length && first) {
    lines.push(`  note right of ${mermaidId(machine, first.id)}`);
    lines.push(`    In any state`);
    for (const t of anyStateStays) lines.push(`    ${label(machine, t)}`);
    lines.push(`  end note`);
  }
  for (const t of transitions) {
    if (anyStateStays.includes(t)) continue;
    // A transition on the machine itself applies in every state: draw it from each top-level state.
    const sources = t.source === machine.id ? topLevel.map((s) => s.id) : [t.source];
    const suffix = t.source === machine.id ? " (any state)" : "";
    for (const source of sources) {
      const targets = t.targets.length ? t.targets : [source];
      for (const target of targets) {
        lines.push(`  ${mermaidId(machine, source)} --> ${mermaidId(machine, target)} : ${label(machine, t)}${suffix}`);
      }
    }
  }
  return lines.join("\n");
}

const cell = (text: string) => text.replaceAll("|", "\\|");

function stateTable(machine: AnyStateMachine, states: StateInfo[]): string {
  const rows = states.map(
    (s) => `| \`${s.id.slice(machine.id.length + 1)}\` | ${s.type} | ${cell(s.description ?? "")} |`,
  );
  return ["| state | kind | what the shopper sees |", "|---|---|---|", ...rows].join("\n");
}

function transitionTable(machine: AnyStateMachine, transitions: TransitionInfo[]): string {
  const short = (id: string) => (id === machine.id ? "(any)" : `\`${id.slice(machine.id.length + 1)}\``);
  const rows = transitions.map((t) =>
    [
      short(t.source),
      cell(delayText(machine, t.trigger)),
      t.guard ? `\`${t.guard}\`` : "",
      t.targets.length ? t.targets.map(short).join(", ") : "(stays)",
      t.actions.map((a) => `\`${a}\``).join(", "),
      cell(t.description ?? ""),
    ].join(" | "),
  );
  return ["| from | on | guard | to | actions | note |", "|---|---|---|---|---|---|", ...rows.map((r) => `| ${r} |`)].join("\n");
}

mkdirSync(outDir, { recursive: true });
const index: string[] = [];
for (const { name, machine, modelTest } of machines) {
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const page = [
    `# ${name}`,
    "",
    "<!-- Generated by `npm run flows` from machines/" + name + ".machine.ts. Do not edit by hand. -->",
    "",
    machine.root.description ?? "",
    "",
    "```mermaid",
    diagram(machine),
    "```",
    "",
    "## States",
    "",
    stateTable(machine, states),
    "",
    "## Transitions",
    "",
    transitionTable(machine, transitions),
    "",
    `Model-based test: \`${modelTest}\` (every state and transition must be covered).`,
    "",
  ].join("\n");
  writeFileSync(join(outDir, `${name}.md`), page);
  index.push(`| [${name}](${name}.md) | ${cell(machine.root.description ?? "")} | ${states.length} | ${transitions.length} |`);
  console.log(`docs/flows/${name}.md: ${states.length} states, ${transitions.length} transitions`);
}

writeFileSync(
  join(outDir, "README.md"),
  [
    "# Flow atlas",
    "",
    "<!-- Generated by `npm run flows` from machines/registry.ts. Do not edit by hand. -->",
    "",
    "Every statechart of the shop, drawn from its definition. Each page has the diagram, the states with what the",
    "shopper sees in them, and every transition with its event, guard, delay and actions. `npm run test:model`",
    "drives every state and transition through the rendered UI and prints the coverage.",
    "",
    "| machine | what it does | states | transitions |",
    "|---|---|---|---|",
    ...index,
    "",
  ].join("\n"),
);
