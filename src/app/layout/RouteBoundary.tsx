import { Component, type ReactNode } from "react";
import { useLocation } from "react-router-dom";

interface BoundaryProps {
  pathname: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** `pathname` is where the error happened; it is filled in on the render that follows the error. */
type BoundaryState = { failed: false } | { failed: true; error: unknown; pathname?: string };

/** React's error boundary (a class is the only way to write one). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    // The error belongs to the page it happened on: navigating anywhere else renders the new page again.
    if (state.pathname === undefined) return { ...state, pathname: props.pathname };
    return state.pathname === props.pathname ? null : { failed: false };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * A route's error boundary (what `errorElement` was under the data router): an error thrown while rendering or
 * loading a page (a failed lazy chunk included) shows `fallback` in its place, and leaving the page clears it.
 */
export function RouteBoundary({ fallback, children }: Omit<BoundaryProps, "pathname">) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
