// Stable ids of the flow atlas's SVG (docs/flows/*.svg): derived from a state's id or a transition's key only, so they
// change only when the state or transition does. The atlas draws with them; its coverage pages and the support
// console find states and arrows in the same SVG by them (decisions 0095, 0096, 0150).
import type { TransitionInfo } from "./graph.ts";

/** FNV-1a, 32 bits, in base 36: short, stable across runs and platforms. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, "0");
}

/** The id of one drawn arrow: a transition to one of its targets (a transition that stays is drawn to its source). */
export const transitionId = (key: string, target: string): string => `t-${hash(`${key} => ${target}`)}`;

/** The id of a transition's row in the atlas tables. */
export const rowId = (key: string): string => `row-${hash(key)}`;

/** The id of a state's box (or of its cluster, for a compound state): its id below the machine's. */
export const stateSvgId = (machineId: string, stateId: string): string =>
  `state-${stateId.slice(machineId.length + 1) || machineId}`;

/** Every id a transition is drawn under: an arrow per target, or a line in its state's box when it stays. */
export const drawnIds = (t: Pick<TransitionInfo, "key" | "source" | "targets">): string[] =>
  (t.targets.length ? t.targets : [t.source]).map((to) => transitionId(t.key, to));

/** A CSS selector list for these parts (`path`, `text`…) of the SVG groups with these ids, as inlined in a page. */
export const svgSelector = (ids: readonly string[], parts: readonly string[]): string =>
  ids.flatMap((id) => parts.map((part) => `[id="${id}"] ${part}`)).join(",");
