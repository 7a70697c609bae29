// A machine as a Graphviz DOT graph: compound and parallel states are clusters, each state shows its description and
// the actors it runs, each arrow its trigger and guard as a sentence. Transitions declared on a compound state (or on
// the machine itself) start from an "in any state of …" note inside it. Ids are derived from state ids and
// transition keys only, so the same machine always gives the same graph.
import type { AnyStateMachine } from "xstate";
import { invokesOf, listStates, listTransitions, type StateInfo, type TransitionInfo } from "#machines/graph.ts";
import { stateSvgId, transitionId } from "#machines/graph-ids.ts";

export const FONT = "Helvetica,Arial,sans-serif";
const DESCRIPTION_WIDTH = 42;
const LABEL_WIDTH = 34;

const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const quoted = (text: string) => `"${text.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/** Greedy word wrap; Graphviz does not wrap labels itself. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const leftLines = (text: string, width: number) =>
  wrap(text, width).map((l) => `${html(l)}<BR ALIGN="LEFT"/>`).join("");
const small = (content: string, extra = "") => `<FONT POINT-SIZE="10"${extra}>${content}</FONT>`;
const row = (content: string, extra = "") => `<TR><TD ALIGN="LEFT"${extra}>${content}</TD></TR>`;

function runsText(invokes: { src: string; systemId: string | null }[]): string {
  return invokes.map((i) => `runs ${i.src}${i.systemId ? ` (as ${i.systemId})` : ""}`).join(", ");
}

/** The HTML-like label of a state or cluster: name, description, the actors it runs. */
function stateLabel(name: string, description: string | null, runs: string, extra: Row[] = []): string {
  const rows = [row(`<B>${html(name)}</B>`)];
  if (description) rows.push(row(small(leftLines(description, DESCRIPTION_WIDTH))));
  if (runs) rows.push(row(small(`<I>${leftLines(runs, DESCRIPTION_WIDTH)}</I>`, ' COLOR="#1d4ed8"')));
  for (const r of extra) rows.push(row(small(r.html), ` ID=${quoted(r.id)} TOOLTIP=${quoted(html(r.tooltip))}`));
  return `<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="2">${rows.join("")}</TABLE>>`;
}

/** A line inside a state's box (a transition that stays in it), with the id of that transition. */
interface Row {
  id: string;
  tooltip: string;
  html: string;
}

/** Hover text of an arrow or line: the guard as code, for people who read the machine file next to the diagram. */
const tooltipOf = (t: TransitionInfo) => (t.guard ? `${t.trigger} [${t.guard}]` : t.trigger);

/** "• toast.outsideClick: stays" for a transition drawn inside its state rather than as a loop. */
function loopRow(t: TransitionInfo, source: string): Row {
  const condition = t.guardText ? leftLines(`if ${t.guardText}`, LABEL_WIDTH).replace(/<BR ALIGN="LEFT"\/>$/, "") : "";
  const guard = condition ? ` <FONT COLOR="#8a4b00">${condition}</FONT>` : "";
  const outcome = t.targets.length ? "starts again" : "stays";
  const text = `• ${html(t.trigger)}${guard}: ${outcome}<BR ALIGN="LEFT"/>`;
  return { id: transitionId(t.key, source), tooltip: tooltipOf(t), html: text };
}

/** An arrow's label: the trigger, then the guard as "if …" in a second colour. */
function edgeLabel(t: TransitionInfo): string {
  const lines = wrap(t.trigger, LABEL_WIDTH).map(html);
  const guard = t.guardText ? wrap(`if ${t.guardText}`, LABEL_WIDTH).map(html).join("<BR/>") : "";
  return `<${lines.join("<BR/>")}${guard ? `<BR/><FONT COLOR="#8a4b00">${guard}</FONT>` : ""}>`;
}

const GRAPH_DEFAULTS = [
  `  graph [rankdir=LR compound=true fontname=${quoted(FONT)} fontsize=12 nodesep=0.35 ranksep=0.5 newrank=true];`,
  `  node [shape=box style="rounded,filled" fillcolor="#ffffff" color="#4a5568" fontname=${quoted(FONT)} fontsize=12` +
    ` margin="0.12,0.06"];`,
  `  edge [fontname=${quoted(FONT)} fontsize=10 color="#4a5568" arrowsize=0.7];`,
];

export function machineDot(machine: AnyStateMachine): string {
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  const byId = new Map(states.map((s) => [s.id, s]));
  const children = (parent: string | null) => states.filter((s) => s.parent === parent);
  const short = (id: string) => id.slice(machine.id.length + 1) || machine.id;
  const isCluster = (s: StateInfo | undefined) => s !== undefined && (s.type === "compound" || s.type === "parallel");
  // Non-atomic sources (compound, parallel, the machine itself) get an "in any state" note.
  const fromGroup = (t: TransitionInfo) => !byId.has(t.source) || isCluster(byId.get(t.source));
  const groupSources = new Set(transitions.filter(fromGroup).map((t) => t.source));
  const anchor = (id: string) => (isCluster(byId.get(id)) ? `${id}#start` : id);
  const inside = (id: string, cluster: string) => id === cluster || id.startsWith(`${cluster}.`);
  // A transition back into its own atomic state, or one that stays in any state, is a line inside the box or note:
  // Graphviz stacks the labels of several loops on one node on top of each other.
  const isLoop = (t: TransitionInfo) =>
    t.targets.length === 0 || (t.targets.length === 1 && t.targets[0] === t.source && !isCluster(byId.get(t.source)));
  const loopsOf = (source: string) =>
    transitions.filter((t) => isLoop(t) && t.source === source).map((t) => loopRow(t, source));
  const lines = ["digraph {", ...GRAPH_DEFAULTS];

  const note = (source: string, indent: string) => {
    const name = source === machine.id ? "in any state" : `in any state of ${short(source)}`;
    const label = stateLabel(name, null, "", loopsOf(source));
    const attrs = `id=${quoted(`any-${short(source)}`)} shape=note style="dashed,filled" fillcolor="#fffbe6"`;
    lines.push(`${indent}${quoted(`${source}#any`)} [${attrs} label=${label}];`);
  };

  const start = (parentId: string, indent: string) => {
    const point = quoted(`${parentId}#start`);
    if (byId.get(parentId)?.type === "parallel") {
      lines.push(`${indent}${point} [shape=point width=0.01 style=invis label=""];`);
      return;
    }
    const initial = parentId === machine.id ? machine.root.initial.target[0]?.id : byId.get(parentId)?.initial;
    lines.push(`${indent}${point} [id=${quoted(`start-${short(parentId)}`)} shape=point width=0.14 style=filled` +
      ` fillcolor="#1a202c" label=""];`);
    if (!initial) return;
    const lhead = isCluster(byId.get(initial)) ? ` [lhead=${quoted(`cluster_${initial}`)}]` : "";
    lines.push(`${indent}${point} -> ${quoted(anchor(initial))}${lhead};`);
  };

  const drawChildren = (parent: string | null, indent: string) => {
    const parentId = parent ?? machine.id;
    start(parentId, indent);
    if (groupSources.has(parentId)) note(parentId, indent);
    for (const s of children(parent)) {
      const runs = runsText(s.invokes);
      const id = quoted(stateSvgId(machine.id, s.id));
      if (isCluster(s)) {
        const kind = s.type === "parallel" ? " (parallel: its regions run at the same time)" : "";
        const region = byId.get(parentId)?.type === "parallel" ? ",dashed" : "";
        lines.push(`${indent}subgraph ${quoted(`cluster_${s.id}`)} {`);
        lines.push(`${indent}  id=${id} label=${stateLabel(`${s.key}${kind}`, s.description, runs)} labeljust=l;`);
        lines.push(`${indent}  style="rounded${region},filled" fillcolor="#f4f5f7" color="#718096";`);
        drawChildren(s.id, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        const final = s.type === "final" ? " peripheries=2" : "";
        const label = stateLabel(s.type === "final" ? `${s.key} (final)` : s.key, s.description, runs, loopsOf(s.id));
        lines.push(`${indent}${quoted(s.id)} [id=${id}${final} label=${label}];`);
      }
    }
  };

  const rootRuns = runsText(invokesOf(machine.root));
  if (rootRuns) lines.push(`  label=${stateLabel(machine.id, null, rootRuns)} labelloc=t labeljust=l;`);
  drawChildren(null, "  ");

  for (const t of transitions) {
    if (isLoop(t)) continue; // a line in its state's box or note
    const tail = fromGroup(t) ? `${t.source}#any` : t.source;
    for (const target of t.targets) {
      const id = quoted(transitionId(t.key, target));
      const attrs = [`id=${id}`, `label=${edgeLabel(t)}`, `tooltip=${quoted(tooltipOf(t))}`];
      if (isCluster(byId.get(target)) && !inside(t.source, target)) attrs.push(`lhead=${quoted(`cluster_${target}`)}`);
      lines.push(`  ${quoted(tail)} -> ${quoted(anchor(target))} [${attrs.join(" ")}];`);
    }
  }
  lines.push("}");
  return lines.join("\n");
}
