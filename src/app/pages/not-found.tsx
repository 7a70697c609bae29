import { ErrorView } from "../layout/RouteError.tsx";

/** The catch-all route: any unknown path, in either language. */
export function Component() {
  return <ErrorView status={404} message={null} />;
}
