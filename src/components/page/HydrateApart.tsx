import { Suspense, type ReactNode } from "react";

/**
 * A large section of a server-rendered page that React hydrates in a pass of its own: what is inside a Suspense
 * boundary is hydrated and committed after the rest of the page, so hydration never holds a phone's main thread for
 * the whole page at once (decision 0141). Nothing here suspends in the browser; on the server it renders as is.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
