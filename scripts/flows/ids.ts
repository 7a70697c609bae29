// Stable ids for the SVG and HTML: derived from a transition's key only, so they change only when the transition does.

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
