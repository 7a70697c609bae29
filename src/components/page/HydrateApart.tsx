import {
  Children, cloneElement, isValidElement, Suspense, useContext, useEffect, useState, type ReactNode,
} from "react";
import { LATE_ATTRIBUTE } from "#contract/pages.ts";
import { nextTurn, turnsDone, turnsOpen } from "#lib/hydration-turns.ts";
import { markHydrated, whenNear } from "#lib/near-viewport.ts";
import {
  announceHydration, hydratingServerHtml, LateHydration, ServerQueriesContext, type LatePart,
} from "#lib/ssr.ts";

type Gate = LatePart & { ready: boolean; turn?: Promise<void>; serverView?: ReactNode };
type Wrap = "element" | "none" | "range";

// The props of each range the server has already suspended once; its retry renders the same props.
const suspendedOnce = new WeakSet<object>();

/**
 * On the server: suspends once, so the render marks what it holds as one range (`<!--$s-->…<!--/$s-->`), which
 * the browser keeps whole while it waits for its turn (Preact 11 hydrates suspended ranges).
 */
function ServerRange(props: { children: ReactNode }) {
  if (!suspendedOnce.has(props)) {
    suspendedOnce.add(props);
    throw Promise.resolve();
  }
  return <>{props.children}</>;
}

/** The section as `wrap` lays it out; a late one's element, or each element of its range, carries its name. */
function laidOut(shown: ReactNode, wrap: Wrap, late: string | undefined): ReactNode {
  const marked = late ? { [LATE_ATTRIBUTE]: late } : {};
  if (wrap === "element") return <div style={{ display: "contents" }} {...marked}>{shown}</div>;
  if (!late) return shown;
  return Children.map(shown, (child) => isValidElement(child) ? cloneElement(child, marked) : child);
}

function Apart({ gate, wrap, late, children }: { gate: Gate; wrap: Wrap; late?: string; children: ReactNode }) {
  const onServer = useContext(ServerQueriesContext) !== null;
  // Suspending while the page hydrates: Preact keeps this section's server HTML (its element or range) as it is
  // and hydrates it when the promise settles, in a task of its own. Once waiting, it waits for its turn.
  if (!gate.ready && (gate.turn || turnsOpen() || hydratingServerHtml())) {
    if (!gate.turn) {
      const open = () => (gate.ready = true);
      gate.hydratingLate = Boolean(late) && hydratingServerHtml();
      // What the page rendered it with while hydrating, as the server did: by its turn the page may show a member.
      if (gate.hydratingLate) gate.serverView = children;
      gate.turn = gate.hydratingLate ? whenNear(late!).then(() => nextTurn(open)) : nextTurn(open);
    }
    throw gate.turn;
  }
  const [live, setLive] = useState(() => !gate.hydratingLate);
  useEffect(() => {
    if (!late || !gate.hydratingLate) return;
    // Sections inside it take turns of their own: it has hydrated once they are in too; then it shows the page's
    // view, and taps kept meanwhile are replayed on that.
    if (!live) void turnsDone().then(() => setLive(true));
    else {
      gate.hydratingLate = false;
      markHydrated(late);
      announceHydration();
    }
  }, [gate, late, live]);
  const shown = live ? children : gate.serverView;
  const body = laidOut(shown, wrap, late);
  const kept = onServer && wrap === "range" ? <ServerRange>{body}</ServerRange> : body;
  return late ? <LateHydration.Provider value={gate}>{kept}</LateHydration.Provider> : kept;
}

/**
 * A large section of a server-rendered page hydrated in a task of its own, after the rest of the page, so hydration
 * never holds a phone's main thread for the whole page at once (decisions 0141, 0170). What a suspended part keeps
 * of the server's HTML is one element: by default a wrapper (`display: contents`, no box of its own); `wrap="none"`
 * where the child is one element already, `wrap="range"` for several elements with no wrapper (a list's items), which
 * the server marks with comments. Nothing waits on the server, in a page the browser renders itself, or after the
 * page has hydrated.
 *
 * `late` (a name unique on the page) is for sections below the first screen: they hydrate once they near the
 * viewport (src/lib/near-viewport.ts), not with the page; taps inside them are kept until then (early-input.ts).
 * Not for sections holding Chakra's interactive parts (accordion, checkbox…): their element ids come from the order
 * the browser renders in, and a dialog opened meanwhile could take the id of one still waiting.
 */
export function HydrateApart({ wrap = "element", late, children }: {
  wrap?: Wrap; late?: string; children: ReactNode;
}) {
  // Kept by this component, which commits; the part below suspends, and a suspended part keeps no state.
  const [gate] = useState<Gate>(() => ({ ready: false, hydratingLate: false }));
  return <Suspense fallback={null}><Apart gate={gate} wrap={wrap} late={late}>{children}</Apart></Suspense>;
}
