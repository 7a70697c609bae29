/** Breakpoints at which a section's usual height changes (the shop's, design.ts: md 768 px, lg 1200 px, xl 1400 px). */
type Heights = { base: number; md?: number; lg?: number; xl?: number };

/**
 * Styles for content below the first screen: the browser skips its style, layout and paint until it nears the
 * viewport, so a phone paints the first screen and starts the page's script sooner. `heights` are the section's usual
 * heights in px, held in its place meanwhile; `auto` keeps the real height once the section has been drawn.
 */
export function offscreen(heights: Heights) {
  const size = Object.fromEntries(Object.entries(heights).map(([at, px]) => [at, `auto ${px}px`]));
  return { contentVisibility: "auto", containIntrinsicSize: size } as const;
}
