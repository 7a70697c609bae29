import { useEffect } from "react";
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from "#contract/pages.ts";

/**
 * Marks the page as working once its first render is in (inside the routes' Suspense boundary, so the page itself is
 * hydrated, not only the shell); the early-input script (server/domain/early-input.ts) then replays kept taps.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
