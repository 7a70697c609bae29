import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

/**
 * Scroll handling of a router without the data layer (what react-router's <ScrollRestoration> did): a new page starts
 * at the top or at its #hash, Back and Forward return to where the shopper was, and a navigation made with
 * `preventScrollReset` (listing filters and sorting) keeps the current position. Positions are kept per history entry
 * and survive a reload through sessionStorage.
 */
const STORAGE_KEY = "skinstate.scroll-positions";

let keepScrollOnce = false;

/** Called by the router's navigator for every push/replace, with the options `navigate()` and <Link> pass. */
export function noteNavigation(options: { preventScrollReset?: boolean } | undefined): void {
  keepScrollOnce = options?.preventScrollReset === true;
}

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  positions.current ??= readPositions();
  // Set at commit, so a scroll event fired by the page change is recorded for the new entry, never the old one.
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: Back still works within this page load.
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const keep = keepScrollOnce;
    keepScrollOnce = false;
    const saved = positions.current?.[location.key];
    if (navigationType === "POP" && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!keep) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
