// Sections of a server-rendered page that hydrate only once they near the viewport (HydrateApart `late`, decision
// 0170): on a phone most of a listing or a product page is below the first screen, and hydrating it all at load held
// the main thread for most of a second. Each is found by its name in the server's HTML (LATE_ATTRIBUTE).
import { HYDRATED_EVENT, LATE_ATTRIBUTE } from "#contract/pages.ts";

/** How far ahead of the viewport a section starts hydrating: about a phone's screen, so it is ready when seen. */
const AHEAD = "600px 0px";

let observer: IntersectionObserver | undefined;
// A section may be waited for more than once (a render retried before it committed): every waiter is called.
const waiting = new Map<Element, Set<() => void>>();

function sections(name: string): Element[] {
  return [...document.querySelectorAll(`[${LATE_ATTRIBUTE}="${CSS.escape(name)}"]`)];
}

/** A `display: contents` wrapper has no box to watch; its children have. */
function boxes(element: Element): Element[] {
  return element instanceof HTMLElement && element.style.display === "contents" ? [...element.children] : [element];
}

function watch(target: Element, near: () => void, watching: IntersectionObserver): void {
  const waiters = waiting.get(target) ?? new Set();
  if (waiters.size === 0) watching.observe(target);
  waiting.set(target, waiters.add(near));
}

function unwatch(target: Element, near: () => void, watching: IntersectionObserver): void {
  const waiters = waiting.get(target);
  waiters?.delete(near);
  if (waiters?.size) return;
  waiting.delete(target);
  watching.unobserve(target);
}

/**
 * Resolves once the named section is near the viewport; at once where that cannot be watched (no section by that
 * name, no IntersectionObserver). A section that is not displayed (a sidebar on a phone) waits until it is.
 */
export function whenNear(name: string): Promise<void> {
  const targets = typeof IntersectionObserver === "undefined" ? [] : sections(name).flatMap(boxes);
  if (targets.length === 0) return Promise.resolve();
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) for (const near of [...waiting.get(entry.target) ?? []]) near();
    }
  }, { rootMargin: AHEAD });
  const watching = observer;
  // Sections a navigation removed before they were reached are never seen: let them go.
  for (const target of waiting.keys()) {
    if (!target.isConnected) {
      waiting.delete(target);
      watching.unobserve(target);
    }
  }
  return new Promise((resolve) => {
    const near = () => {
      for (const target of targets) unwatch(target, near, watching);
      resolve();
    };
    for (const target of targets) watch(target, near, watching);
  });
}

/** The named section has hydrated: its buttons work, and the early-input script replays taps kept inside it. */
export function markHydrated(name: string): void {
  for (const section of sections(name)) section.removeAttribute(LATE_ATTRIBUTE);
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
