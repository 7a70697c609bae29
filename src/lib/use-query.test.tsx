import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { clearQueryCache, useQuery } from "./use-query.ts";

afterEach(() => clearQueryCache());

type Call = { locale: string; signal: AbortSignal; resolve: (value: string) => void };

function Probe({ calls, path }: { calls: Call[]; path: string }) {
  const navigate = useNavigate();
  const query = useQuery(["menu", path], (signal) =>
    new Promise<string>((resolve) => calls.push({ locale: path, signal, resolve })));
  return (
    <>
      <output aria-label="state">{query.status}:{query.data ?? ""}</output>
      <button onClick={() => navigate("/th")}>thai</button>
    </>
  );
}

describe("useQuery", () => {
  it("loads, keys by locale, aborts the request it no longer needs and serves repeats from cache", async () => {
    const calls: Call[] = [];
    const view = render(<MemoryRouter initialEntries={["/"]}><Probe calls={calls} path="a" /></MemoryRouter>);
    expect(screen.getByRole("status", { name: "state" }).textContent).toBe("loading:");
    await act(async () => calls[0]!.resolve("English menu"));
    expect(screen.getByRole("status", { name: "state" }).textContent).toBe("success:English menu");

    // Switching to /th changes the locale in the key: a new request.
    await act(async () => screen.getByRole("button", { name: "thai" }).click());
    expect(calls).toHaveLength(2);
    // Unmounting before it answers aborts it.
    view.unmount();
    expect(calls[1]!.signal.aborted).toBe(true);

    // The English answer is cached: mounting again shows it without a request.
    render(<MemoryRouter initialEntries={["/"]}><Probe calls={calls} path="a" /></MemoryRouter>);
    expect(screen.getByRole("status", { name: "state" }).textContent).toBe("success:English menu");
    expect(calls).toHaveLength(2);
  });
});
