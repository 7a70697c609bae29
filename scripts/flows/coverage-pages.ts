// The model coverage pages beside the atlas (docs/flows/coverage/): per machine the diagram with walked arrows green
// and missed ones red, the missed list, and every recorded path step by step. Written by
// tests/model/coverage-report.ts after `npm run test:model`.
import { listTransitions, triggerSentence, type TransitionInfo } from "#machines/graph.ts";
import { drawnIds, stateSvgId, svgSelector } from "#machines/graph-ids.ts";
import type { RegisteredMachine } from "#machines/registry.ts";
import { machineSvg } from "./atlas.ts";
import { figure, type CoverageReport, type MachineCoverage } from "./coverage.ts";
import { esc, page, table } from "./html.ts";
import { navFor } from "./pages.ts";

const verdict = (m: MachineCoverage) => {
  if (!m.run) return `<span class="missed">not run</span>`;
  const complete = m.states.covered === m.states.total && m.transitions.covered === m.transitions.total;
  return complete ? `<span class="ok">complete</span>` : `<span class="missed">incomplete</span>`;
};

const codes = (items: string[]) => items.map((i) => `<code>${esc(i)}</code>`);

export function coverageIndex(machines: RegisteredMachine[], report: CoverageReport): string {
  const rows = report.machines.map((m) => ({
    cells: [
      `<a href="${esc(m.name)}.html">${esc(m.name)}</a>`,
      m.run ? figure(m.states) : "",
      m.run ? figure(m.transitions) : "",
      verdict(m),
      codes(m.files).join("<br>"),
    ],
  }));
  const body = `<h1>Model coverage</h1>
<p class="lead">States and transitions of each machine that the model tests made the real actors take, driving the
rendered pages.</p>
<p class="note">Written by the last <code>npm run test:model</code> (not committed). All machines: states
${figure(report.totals.states)}, transitions ${figure(report.totals.transitions)}. For tools:
<a href="coverage.json">coverage.json</a>.</p>
${table(["machine", "states", "transitions", "result", "test files"], rows)}`;
  const nav = navFor(machines, null, "../").map((l) => ({ ...l, current: l.text === "Model coverage" }));
  return page("Model coverage", nav, body, { root: "../" });
}

/** CSS over the inlined SVG: walked arrows green, missed arrows, lines and states red (ids: machines/graph-ids.ts). */
function highlight(all: TransitionInfo[], m: MachineCoverage): string {
  const missedKeys = new Set(m.transitions.missed.map((t) => t.key));
  const walked = all.filter((t) => !missedKeys.has(t.key)).flatMap(drawnIds);
  const missed = all.filter((t) => missedKeys.has(t.key)).flatMap(drawnIds);
  const missedStates = m.states.missed.map((id) => stateSvgId(m.id, id));
  const rules: string[] = [];
  if (walked.length) rules.push(`${svgSelector(walked, ["path", "polygon"])} { stroke: #15803d; }`);
  if (missed.length) {
    rules.push(`${svgSelector(missed, ["path", "polygon"])} { stroke: #b91c1c; stroke-width: 2.5; }`);
    const texts = svgSelector([...missed, ...missed.map((id) => `a_${id}`)], ["text"]); // a_…: lines inside a box
    rules.push(`${texts} { fill: #b91c1c; font-weight: 700; }`);
  }
  if (missedStates.length) {
    rules.push(`${svgSelector(missedStates, ["path", "polygon"])} { stroke: #b91c1c; stroke-width: 3; }`);
  }
  return rules.join("\n");
}

type Path = MachineCoverage["paths"][number];

function pathDetails(info: Map<string, TransitionInfo>, short: (id: string) => string, path: Path): string {
  const steps = path.steps.map((key) => {
    const t = info.get(key);
    if (!t) return `<li><code>${esc(key)}</code> (no longer in the machine)</li>`;
    const to = t.targets.length ? t.targets.map(short).join(", ") : "stays";
    return `<li>${esc(short(t.source))} → ${esc(to)}: ${esc(triggerSentence(t))}</li>`;
  });
  const count = `${path.steps.length} step${path.steps.length === 1 ? "" : "s"}`;
  return `<details><summary>${esc(path.test)} <span class="note">(${count}, ${esc(path.file)})</span></summary>
<ol class="steps">${steps.join("")}</ol></details>`;
}

export async function coverageMachinePage(machines: RegisteredMachine[], m: MachineCoverage): Promise<string> {
  const entry = machines.find((e) => e.name === m.name);
  if (!entry) throw new Error(`${m.name} is not a registered machine`);
  const all = listTransitions(entry.machine);
  const info = new Map(all.map((t) => [t.key, t]));
  const short = (id: string) => id.slice(m.id.length + 1) || "(any state)";
  const svg = (await machineSvg(entry.machine)).replace(/^[\s\S]*?(?=<svg)/, "");
  const missedRows = m.transitions.missed.map((t) => {
    const full = info.get(t.key);
    const on = full ? triggerSentence(full) : t.trigger;
    return { cells: [esc(short(t.source)), esc(on), esc(t.targets.map(short).join(", ") || "stays")] };
  });
  const figures = `States ${figure(m.states)}, transitions ${figure(m.transitions)}: ${verdict(m)}.`;
  const missedStates = codes(m.states.missed.map(short)).join(", ");
  const body = `<h1>Model coverage: ${esc(m.name)}</h1>
<p class="lead">${m.run ? figures : verdict(m)}</p>
<p class="note">Green arrows were walked, red ones (and red boxes) were missed. Atlas page:
<a href="../${esc(m.name)}.html">${esc(m.name)}</a>. Test files: ${codes(m.files).join(", ") || "none in this run"}.</p>
<div class="diagram" tabindex="0" role="region" aria-label="Coverage diagram of ${esc(m.name)} (scrolls)">
${svg}</div>
<h2>Missed</h2>
${missedStates ? `<p>States: ${missedStates}</p>` : "<p>No state missed.</p>"}
${missedRows.length ? table(["from", "on", "to"], missedRows) : "<p>No transition missed.</p>"}
<h2>Paths the model tests walked (${m.paths.length})</h2>
<p class="note">Each test is one path of the model; the steps are the transitions the real actor took, in order.</p>
${m.paths.map((p) => pathDetails(info, short, p)).join("\n") || "<p>None recorded in this run.</p>"}`;
  const nav = navFor(machines, null, "../").map((l) => ({ ...l, current: false }));
  return page(`${m.name} · model coverage`, nav, body, { root: "../", style: highlight(all, m) });
}
