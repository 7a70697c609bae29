import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from "react";
import { sectionGone, sectionHydrated, sectionToHydrate } from "#lib/ssr.ts";

/** Renders nothing; its first commit tells that the section around it is in (hydrated or rendered). */
function SectionIn({ id }: { id: string }) {
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
  // Counted when the boundary commits, before its content does (React hydrates that in a later pass): a render
  // React throws away (a section it renders afresh instead of hydrating) counts nothing.
  useLayoutEffect(() => {
    sectionToHydrate(id);
    return () => sectionGone(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      <SectionIn id={id} />
      {children}
    </Suspense>
  );
}
