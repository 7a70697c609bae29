import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { Router, type Navigator, type UNSAFE_createBrowserHistory } from "react-router-dom";
import { noteNavigation } from "./scroll-restoration.ts";

/** The browser history (a memory history in tests): createBrowserHistory({ window, v5Compat: true }). */
export type ShopHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * react-router's declarative browser router (<BrowserRouter>, ~17 KB gzip lighter than createBrowserRouter's data
 * router, decision 0041), with one addition: the navigator tells scroll restoration when a navigation asked for
 * `preventScrollReset`, which the plain history would drop. Location changes render in a transition, so the current
 * page stays on screen while the next page's module downloads (the page suspends until it is in, src/app/router.tsx);
 * of navigations in quick succession the last wins. The history comes from the composition root (src/start.tsx),
 * which hands the same one to the shop's machines for their navigations.
 */
export function ShopRouter({ history, children }: { history: ShopHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))),
    [history],
  );
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, entryState, options) => {
        noteNavigation(options);
        history.push(to, entryState);
      },
      replace: (to, entryState, options) => {
        noteNavigation(options);
        history.replace(to, entryState);
      },
    }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}
