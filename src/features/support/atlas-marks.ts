import type { AnyStateMachine } from "xstate";
import { listStates, listTransitions } from "#machines/graph.ts";
import { drawnIds, stateSvgId, svgSelector, transitionId } from "#machines/graph-ids.ts";
import type { DiagramPath } from "./diagram-path.ts";

// An order's path drawn on the flow atlas's own SVG (docs/flows/<machine>.svg), the way the model coverage report
// colours walked arrows (scripts/flows/coverage-pages.ts): CSS rules over the inlined SVG, keyed by the atlas's ids
// (machines/graph-ids.ts). The SVG itself is never redrawn, so the console shows exactly what QA reviews.

/** The SVG ids to mark, without the page's prefix. */
export type AtlasMarks = {
  /** The state the order is in now (a box, or a cluster for a compound state). */
  current: string | null;
  currentIsGroup: boolean;
  /** Every top-level state the path went through, the current one included, and those it passed by the way. */
  visited: string[];
  /** What stays unfaded without emphasis: states inside visited ones, "in any state" notes arrows start from. */
  context: string[];
  /** The arrows of the steps it took. */
  walked: string[];
};

/**
 * The fewest hops from one top-level state to another through states the machine passes by itself (`transient`),
 * as [from, to] pairs; null when there is no such way.
 */
function routeBetween(from: string, to: string, arrows: readonly { from: string | null; to: string | null }[],
  transient: ReadonlySet<string>): [string, string][] | null {
  const queue: [string, [string, string][]][] = [[from, []]];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const [at, hops] = queue.shift() ?? [from, []];
    for (const next of new Set(arrows.filter((a) => a.from === at).map((a) => a.to))) {
      if (next === null || seen.has(next)) continue;
      const route: [string, string][] = [...hops, [at, next]];
      if (next === to) return route;
      seen.add(next);
      if (transient.has(next)) queue.push([next, route]);
    }
  }
  return null;
}

/** Which states, notes and arrows of the machine's atlas diagram stand for the path. */
export function atlasMarks(machine: AnyStateMachine, path: DiagramPath): AtlasMarks {
  const states = listStates(machine);
  const top = states.filter((s) => s.parent === null);
  const topOf = (id: string) => top.find((s) => id === s.id || id.startsWith(`${s.id}.`))?.id ?? null;
  const svg = (id: string) => stateSvgId(machine.id, id);
  const short = (id: string) => id.slice(machine.id.length + 1) || machine.id;
  const isGroup = (id: string) => id === machine.id
    || states.some((s) => s.id === id && (s.type === "compound" || s.type === "parallel"));
  const transitions = listTransitions(machine);
  // Arrows between top-level states, a nested state's drawn from its top-level one (as dot.ts draws them).
  const arrows = transitions.flatMap((t) => t.targets.map((target) => ({ t, target, from: topOf(t.source),
    to: topOf(target) }))).filter((a) => a.from !== a.to && a.to !== null);
  // A state the machine leaves at once by itself (a router such as payment's `routing`): the server's record never
  // names it, so a step of the story may pass through it.
  const transient = new Set(top.map((s) => s.id).filter((id) => {
    const out = transitions.filter((t) => topOf(t.source) === id);
    return out.length > 0 && out.every((t) => t.event === "");
  }));
  const walked = new Set<string>();
  const passed = new Set<string>();
  const context = new Set<string>();
  const mark = (found: typeof arrows) => {
    for (const { t, target } of found) {
      walked.add(transitionId(t.key, target));
      // Such an arrow starts at the note "in any state (of …)": it stays readable too (its id: scripts/flows/dot.ts).
      if (isGroup(t.source)) context.add(`any-${short(t.source)}`);
    }
  };
  for (const edge of path.edges) {
    const [from = "", to = ""] = edge.split("→");
    const route = routeBetween(from, to, arrows, transient);
    if (route) {
      mark(route.flatMap(([a, b]) => arrows.filter((x) => x.from === a && x.to === b)));
      for (const [, b] of route.slice(0, -1)) passed.add(b);
    } else {
      // No arrow of its own: one declared on the machine itself, drawn from its "in any state" note.
      mark(arrows.filter((x) => x.t.source === machine.id && x.to === to));
    }
  }
  const onPath = new Set([...path.visited, ...passed]);
  // Inside a state the path went through: its own states and the arrows between them stay readable.
  for (const s of states) if ([...onPath].some((v) => s.id.startsWith(`${v}.`))) context.add(svg(s.id));
  for (const id of onPath) if (isGroup(id)) context.add(`any-${short(id)}`);
  for (const t of transitions) {
    const top = topOf(t.source);
    // (Transitions that stay are lines inside their state's box, not arrows.)
    if (top && onPath.has(top) && t.targets.length > 0 && t.targets.every((target) => topOf(target) === top)) {
      for (const id of drawnIds(t)) context.add(id);
    }
  }
  const current = path.current ? states.find((s) => s.id === path.current) : undefined;
  return {
    current: current ? svg(current.id) : null,
    currentIsGroup: current !== undefined && current.type !== "atomic" && current.type !== "final",
    visited: [...onPath].map(svg),
    context: [...context],
    walked: [...walked],
  };
}

/** The brand's plum (theme palette plum.700 and plum.100): the path in the shop's colour, not the report's green. */
export const PATH_COLOUR = "#7a2e4a";
const CURRENT_GROUP_FILL = "#f5e4ec";

/**
 * The stylesheet that draws the marks on the SVG inlined under `scope` (a selector for its box), whose ids carry
 * `prefix`: everything faded but the path; its states outlined, its arrows thick, the current state filled.
 */
export function atlasCss(scope: string, prefix: string, marks: AtlasMarks): string {
  if (marks.visited.length === 0) return ""; // a story that never reached this machine: the diagram as it is
  const ids = (list: readonly string[]) => list.map((id) => `${prefix}${id}`);
  // As specific as the fading rule below (scope, element, one attribute or class), and after it: it wins.
  const groups = (list: readonly string[]) => ids(list).map((id) => `${scope} g[id="${id}"]`).join(",");
  const on = [...marks.visited, ...marks.context, ...marks.walked];
  const shapes = ["path", "polygon", "ellipse", "polyline"];
  const rules = [
    `${scope} g.node, ${scope} g.edge, ${scope} g.cluster { opacity: 0.3; }`,
    `${groups(on)} { opacity: 1; }`,
    `${svgSelector(ids(marks.visited), shapes)} { stroke: ${PATH_COLOUR}; stroke-width: 3; }`,
    `${svgSelector(ids(marks.visited), ["text"])} { fill: ${PATH_COLOUR}; }`,
  ];
  if (marks.walked.length) {
    rules.push(`${svgSelector(ids(marks.walked), ["path"])} { stroke: ${PATH_COLOUR}; stroke-width: 3.5; }`);
    rules.push(`${svgSelector(ids(marks.walked), ["polygon"])} { stroke: ${PATH_COLOUR}; fill: ${PATH_COLOUR}; }`);
    rules.push(`${svgSelector(ids(marks.walked), ["text"])} { fill: ${PATH_COLOUR}; font-weight: 700; }`);
  }
  if (marks.current) {
    const current = ids([marks.current]);
    // A compound state is a cluster around its own states: tinted, so those stay readable inside it.
    const fill = marks.currentIsGroup ? CURRENT_GROUP_FILL : PATH_COLOUR;
    rules.push(`${svgSelector(current, ["path", "polygon"])} { fill: ${fill}; stroke-width: 4; }`);
    if (!marks.currentIsGroup) rules.push(`${svgSelector(current, ["text"])} { fill: #ffffff; }`);
  }
  return rules.join("\n");
}

const FONT_ATTRIBUTES = /\s(font-family|font-size|font-weight|font-style)="([^"]*)"/g;

/**
 * A text's font attributes as its inline style: the page's reset (`* { font: inherit }`, Chakra's preflight) outranks
 * SVG presentation attributes, and would draw every label in the page's 16 px font, overflowing its box.
 */
const fontAsStyle = (tag: string) => {
  const style = [...tag.matchAll(FONT_ATTRIBUTES)]
    .map(([, name, value]) => `${name}:${name === "font-size" ? `${value}px` : value}`).join(";");
  return style ? tag.replace(FONT_ATTRIBUTES, "").replace(/^<text/, `<text style="${style}"`) : tag;
};

/** An atlas SVG file made ready to inline: no XML prolog, every id prefixed (two diagrams share one page). */
export function inlineSvg(file: string, prefix: string): { markup: string; width: number; height: number } {
  const start = file.indexOf("<svg");
  const svg = (start >= 0 ? file.slice(start) : file)
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\sid="/g, ` id="${prefix}`)
    .replace(/<text\b[^>]*>/g, fontAsStyle)
    // The size comes from the page (scaled to its box); the viewBox keeps the proportions.
    .replace(/^<svg\s+width="[^"]*"\s+height="[^"]*"/, `<svg focusable="false"`);
  const box = /viewBox="([\d.\s-]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number) ?? [];
  return { markup: svg, width: box[2] ?? 0, height: box[3] ?? 0 };
}
