// The flow atlas pages: docs/flows/index.html (every machine) and docs/flows/<machine>.html (its diagram, states,
// transitions and where its model test and coverage are). Everything here is derived from the machines only.
import type { AnyStateMachine } from "xstate";
import { invokesOf, listStates, listTransitions, type TransitionInfo } from "#machines/graph.ts";
import type { RegisteredMachine } from "#machines/registry.ts";
import { esc, page, table, type NavLink } from "./html.ts";
import { rowId } from "#machines/graph-ids.ts";

export const COVERAGE_DIR = "coverage";

export function navFor(machines: RegisteredMachine[], current: string | null, prefix = ""): NavLink[] {
  return [
    { href: `${prefix}index.html`, text: "Flow atlas", current: current === null },
    ...machines.map((m) => ({ href: `${prefix}${m.name}.html`, text: m.name, current: current === m.name })),
    { href: `${prefix}${COVERAGE_DIR}/index.html`, text: "Model coverage" },
  ];
}

export const legend = `<dl class="legend">
  <dt>Box</dt><dd>A state, with what the shopper sees in it. Blue "runs …": the request or actor it starts.</dd>
  <dt>Grey frame</dt><dd>A state with states inside; the black dot points at the one it starts in.</dd>
  <dt>Dashed frames</dt><dd>Parallel regions: both are active at the same time.</dd>
  <dt>Double border</dt><dd>A final state: the flow is over.</dd>
  <dt>Arrow</dt><dd>What moves the flow: an event the UI sends (<code>cart.addItem</code>), time passing
    ("after … (ms)"), a request's answer ("… done", "… failed") or "immediately". The brown "if …" line is the
    condition; arrows from one state are tried top to bottom and the first whose condition holds is taken.</dd>
  <dt>Yellow note</dt><dd>"In any state of …": events handled whichever state inside is active.</dd>
</dl>`;

const shortId = (machine: AnyStateMachine, id: string) => id.slice(machine.id.length + 1) || "(any state)";

function transitionRows(machine: AnyStateMachine, transitions: TransitionInfo[]) {
  return transitions.map((t) => ({
    id: rowId(t.key),
    cells: [
      esc(shortId(machine, t.source)),
      esc(t.trigger),
      t.guard ? `<span class="guard">if ${esc(t.guardText ?? "")}</span><br><code>${esc(t.guard)}</code>` : "",
      t.targets.length ? t.targets.map((id) => esc(shortId(machine, id))).join(", ") : "(stays)",
      t.actions.map((a) => `<code>${esc(a)}</code>`).join(" "),
      esc(t.description ?? ""),
    ],
  }));
}

/** The diagram's size in CSS pixels, from Graphviz's `width="…pt" height="…pt"` (1 pt = 4/3 px). */
export function svgSize(svg: string): { width: number; height: number } {
  const pt = (name: string) => Number(new RegExp(`<svg[^>]*?\\s${name}="([\\d.]+)pt"`).exec(svg)?.[1] ?? 0);
  return { width: Math.round((pt("width") * 4) / 3), height: Math.round((pt("height") * 4) / 3) };
}

export function machinePage(machines: RegisteredMachine[], entry: RegisteredMachine, svg: string): string {
  const { name, machine, modelTest } = entry;
  const states = listStates(machine);
  const transitions = listTransitions(machine);
  // An invoked machine that has its own page (the shop system's children) links to it.
  const pageOf = (src: string) => machines.find((m) => m.name === src || m.machine.id === src)?.name;
  const runs = (list: { src: string; systemId: string | null }[]) =>
    list
      .map((i) => {
        const name = pageOf(i.src);
        const src = name ? `<a href="${esc(name)}.html"><code>${esc(i.src)}</code></a>` : `<code>${esc(i.src)}</code>`;
        return `${src}${i.systemId ? ` as <code>${esc(i.systemId)}</code>` : ""}`;
      })
      .join(", ");
  const rootRuns = invokesOf(machine.root);
  const size = svgSize(svg);
  const lifelong = rootRuns.length ? ` Runs ${runs(rootRuns)} for its whole life.` : "";
  const body = `<h1>${esc(name)}</h1>
<p class="lead">${esc(machine.root.description ?? "")}</p>
<p class="note">Drawn from <code>machines/${esc(name)}.machine.ts</code> by <code>npm run flows</code>:
${states.length} states, ${transitions.length} transitions.${lifelong}
<a href="${esc(name)}.svg">Open the diagram alone</a> to zoom.</p>
<div class="diagram" tabindex="0" role="region" aria-label="Diagram of ${esc(name)} (scrolls)">\
<img src="${esc(name)}.svg" width="${size.width}" height="${size.height}"
  alt="State diagram of ${esc(name)}: the states and transitions listed below."></div>
<h2>Model test paths</h2>
<p><code>${esc(modelTest)}</code> walks paths through the rendered pages (clicks, typing, navigation) and records
every state and transition the real <code>${esc(machine.id)}</code> actor takes. The paths of the last
<code>npm run test:model</code>, step by step, with what they covered and missed:
<a href="${COVERAGE_DIR}/${esc(name)}.html">model coverage of ${esc(name)}</a> (written by that run; absent before
it).</p>
<h2>States</h2>
${table(
  ["state", "kind", "what the shopper sees", "runs"],
  states.map((s) => ({
    id: `state-${shortId(machine, s.id)}`,
    cells: [esc(shortId(machine, s.id)), esc(s.type), esc(s.description ?? ""), runs(s.invokes)],
  })),
)}
<h2>Transitions</h2>
<p class="note">In the order the machine tries them: for one state and trigger, the first row whose condition holds
wins.</p>
${table(["from", "on", "condition", "to", "actions", "note"], transitionRows(machine, transitions))}
<h2>How to read the diagram</h2>
${legend}`;
  return page(`${name} · flow atlas`, navFor(machines, name), body);
}

export function indexPage(machines: RegisteredMachine[]): string {
  const rows = machines.map(({ name, machine }) => ({
    cells: [
      `<a href="${esc(name)}.html">${esc(name)}</a>`,
      esc(machine.root.description ?? ""),
      String(listStates(machine).length),
      String(listTransitions(machine).length),
      `<a href="${esc(name)}.svg">${esc(name)}.svg</a>`,
    ],
  }));
  const body = `<h1>Flow atlas</h1>
<p class="lead">Every state machine of the shop, drawn from its definition: what the shopper sees in each state,
and what moves them on.</p>
<p class="note">Generated by <code>npm run flows</code> from <code>machines/registry.ts</code>; <code>npm test</code>
fails when these pages no longer match the machines. Open this file directly, or <code>/dev/flows</code> on a
development shop. How well the model tests cover each machine: <a href="${COVERAGE_DIR}/index.html">model coverage</a>
(written by <code>npm run test:model</code>).</p>
${table(["machine", "what it does", "states", "transitions", "diagram"], rows)}
<h2>How to read a diagram</h2>
${legend}`;
  return page("Flow atlas", navFor(machines, null), body);
}

/** docs/flows/README.md: where the atlas is, for readers of the repository. */
export function readme(machines: RegisteredMachine[]): string {
  return [
    "# Flow atlas",
    "",
    "<!-- Generated by `npm run flows` from machines/registry.ts. Do not edit by hand. -->",
    "",
    "Open [index.html](index.html) in a browser (or `/dev/flows` on a development shop): one page per machine with",
    "its diagram, states, transitions and model coverage. `npm test` fails when these files no longer match the",
    "machines; `npm run flows` writes them again.",
    "",
    "| machine | diagram |",
    "|---|---|",
    ...machines.map(({ name }) => `| [${name}](${name}.html) | [${name}.svg](${name}.svg) |`),
    "",
  ].join("\n");
}
