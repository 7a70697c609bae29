import { Suspense, useState, type ReactNode } from "react";
import { nextTurn, turnsOpen } from "#lib/hydration-turns.ts";
import { hydratingServerHtml } from "#lib/ssr.ts";

type Gate = { ready: boolean; turn?: Promise<void> };

function Apart({ gate, wrap, children }: { gate: Gate; wrap: boolean; children: ReactNode }) {
  // Suspending while the page hydrates: Preact keeps this section's server HTML (the one element below) as it is
  // and hydrates it when the promise settles, in a task of its own. Once waiting, it waits for its turn.
  if (!gate.ready && (gate.turn || turnsOpen() || hydratingServerHtml())) {
    throw (gate.turn ??= nextTurn(() => (gate.ready = true)));
  }
  return wrap ? <div style={{ display: "contents" }}>{children}</div> : children;
}

/**
 * A large section of a server-rendered page hydrated in a task of its own, after the rest of the page, so hydration
 * never holds a phone's main thread for the whole page at once (decisions 0141, 0170). One element wraps it
 * (`display: contents`, no box of its own), which is what a suspended part keeps of the server's HTML; `wrap={false}`
 * where the child is one element already (a list's item). Nothing waits on the server, in a page the browser
 * renders itself, or after the page has hydrated.
 */
export function HydrateApart({ wrap = true, children }: { wrap?: boolean; children: ReactNode }) {
  // Kept by this component, which commits; the part below suspends, and a suspended part keeps no state.
  const [gate] = useState<Gate>(() => ({ ready: false }));
  return <Suspense fallback={null}><Apart gate={gate} wrap={wrap}>{children}</Apart></Suspense>;
}
