import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "#contract/pages.ts";
import { shellHydrated, subscribeHydration, pastServerView } from "#lib/ssr.ts";

function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}

/**
 * Marks the page as working once its first render is in (inside the routes' Suspense boundary, so the page's module
 * is in, not only the shell) and every section React hydrates apart (HydrateApart) is in too; the early-input script
 * (server/domain/early-input.ts) then replays kept taps.
 */
export function HydratedMark() {
  useEffect(() => {
    if (pastServerView()) return markHydrated();
    const stop = subscribeHydration(() => {
      stop();
      markHydrated();
    });
    shellHydrated();
    return stop;
  }, []);
  return null;
}
