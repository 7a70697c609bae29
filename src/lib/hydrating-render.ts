// Which component Preact is rendering against the server's HTML (decision 0173). Preact does not diff an element's
// attributes while it hydrates, so the class name Chakra computes for each element then goes unused; the build
// (scripts/vite-hydration-styles.ts) marks such renders, and Chakra's styled factory skips its styles for them.
import { options } from "preact";

/** The vnode bit the build's patch of Preact's diff sets on a component rendered while hydrating. */
export const HYDRATING_RENDER = 1 << 20;

type InternalVNode = { __u: number; __?: InternalVNode | null; __c?: { forceUpdate(): void } | null; type: unknown };
type InternalOptions = {
  __r?: (vnode: InternalVNode) => void;
  __m?: (vnode: InternalVNode, excess: unknown) => void;
};

let hydrating = false;
const hooks = options as unknown as InternalOptions;
const beforeRender = hooks.__r;
hooks.__r = (vnode) => {
  hydrating = (vnode.__u & HYDRATING_RENDER) !== 0;
  // Once: a later render of the same component (its vnode copied) is an update, with styles.
  vnode.__u &= ~HYDRATING_RENDER;
  beforeRender?.(vnode);
};

const isStyled = (type: unknown) => typeof type === "function" && (type as { __emotion_real?: unknown }).__emotion_real
  === type;

// An element the server did not send is created while hydrating, without the class its render skipped: the styled
// component above it renders again, with styles, before the browser paints.
const beforeMismatch = hooks.__m;
hooks.__m = (vnode, excess) => {
  let owner = vnode.__;
  while (owner && !isStyled(owner.type)) owner = owner.__;
  owner?.__c?.forceUpdate();
  beforeMismatch?.(vnode, excess);
};

/** Whether the component rendering now is hydrating server HTML (read by Chakra's styled factory, patched). */
export function hydratingRender(): boolean {
  return hydrating;
}

/** What Chakra's factory uses in place of its serialized styles while hydrating: nothing to insert or add. */
const SKIPPED = { name: "hydrated", styles: "", next: undefined, map: undefined };
export function hydratedStyles(cache: { inserted: Record<string, unknown> }): typeof SKIPPED {
  cache.inserted[SKIPPED.name] ??= true;
  return SKIPPED;
}
