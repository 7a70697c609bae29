import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "#contract/pages.ts";
import { turnsDone } from "#lib/hydration-turns.ts";

/**
 * Marks the page as working once its first render is in (inside the routes' Suspense boundary, so the page itself is
 * hydrated, not only the shell) and every section hydrated apart (HydrateApart) is in too; the early-input script
 * (server/domain/early-input.ts) then replays kept taps.
 */
export function HydratedMark() {
  useEffect(() => {
    let live = true;
    void turnsDone().then(() => {
      if (!live) return;
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
      document.dispatchEvent(new Event(HYDRATED_EVENT));
    });
    return () => {
      live = false;
    };
  }, []);
  return null;
}
