import { Suspense, useEffect, useId, type ReactNode } from "react";
import { sectionHydrated, sectionToHydrate } from "#lib/ssr.ts";

/** Renders nothing; its first commit tells that the section around it has hydrated. */
function HydratedSection({ id }: { id: string }) {
  useEffect(() => sectionHydrated(id), [id]);
  return null;
}

/**
 * A large section of a server-rendered page in a Suspense boundary of its own (decision 0181): React hydrates the
 * page's shell first and each boundary after it in a low-priority pass that yields to the browser every few
 * milliseconds, and a tap on a section not hydrated yet makes React hydrate that section first. Nothing here
 * suspends; on the server and in a page the browser renders itself it is only the boundary. The page counts as
 * hydrated (`useHydrated`, `html[data-hydrated]`) once every section has been.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const id = useId();
  sectionToHydrate(id);
  return (
    <Suspense fallback={null}>
      <HydratedSection id={id} />
      {children}
    </Suspense>
  );
}
