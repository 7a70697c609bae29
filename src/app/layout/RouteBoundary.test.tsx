import { fireEvent, render, screen } from "@testing-library/react";
import { Link, MemoryRouter, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteBoundary } from "./RouteBoundary.tsx";

function Page() {
  const { pathname } = useLocation();
  if (pathname === "/broken") throw new Error("Payment service is down");
  return <p>Page {pathname}</p>;
}

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/fine">Fine</Link>
        <Link to="/broken">Broken</Link>
      </nav>
      <RouteBoundary fallback={(error) => <p role="alert">{error instanceof Error ? error.message : "?"}</p>}>
        <Page />
      </RouteBoundary>
    </MemoryRouter>,
  );
}

describe("route error boundary", () => {
  // React logs caught render errors; the test expects them.
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
  afterEach(() => consoleError.mockClear());

  it("shows the error in place of the page that failed, and the next page once the shopper leaves", () => {
    show("/broken");
    expect(screen.getByRole("alert").textContent).toBe("Payment service is down");
    fireEvent.click(screen.getByRole("link", { name: "Fine" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("Page /fine")).toBeDefined();
  });

  it("catches an error on a page reached by navigation", () => {
    show("/fine");
    fireEvent.click(screen.getByRole("link", { name: "Broken" }));
    expect(screen.getByRole("alert").textContent).toBe("Payment service is down");
  });
});
