import { act, render, screen, waitFor } from "@testing-library/react";
import { UNSAFE_createBrowserHistory as createBrowserHistory, useNavigate } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShopRouter } from "./ShopRouter.tsx";
import { useScrollRestoration } from "./scroll-restoration.ts";

let navigate: ReturnType<typeof useNavigate> = () => undefined;

function Shell() {
  useScrollRestoration();
  navigate = useNavigate();
  return <p>shell</p>;
}

/** jsdom does not scroll; the test plays the browser: scrollTo moves scrollY and fires "scroll". */
function fakeScrolling() {
  let y = 0;
  Object.defineProperty(window, "scrollY", { configurable: true, get: () => y });
  const scrollTo = vi.fn((_x: number, top: number) => {
    y = top;
    window.dispatchEvent(new Event("scroll"));
  });
  vi.spyOn(window, "scrollTo").mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  return { scrollTo, scrollBy: (top: number) => scrollTo(0, top) };
}

describe("scroll restoration", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));
  afterEach(() => vi.restoreAllMocks());

  it("starts a new page at the top, keeps the position when asked, and returns to it on Back", async () => {
    const page = fakeScrolling();
    render(
      <ShopRouter history={createBrowserHistory({ window, v5Compat: true })}>
        <Shell />
      </ShopRouter>,
    );
    expect(screen.getByText("shell")).toBeDefined();
    page.scrollBy(900);

    act(() => void navigate("/faq"));
    expect(window.scrollY).toBe(0);

    page.scrollBy(400);
    act(() => void navigate("/faq?sort=price", { preventScrollReset: true }));
    expect(window.scrollY).toBe(400);

    act(() => void navigate(-2));
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    await waitFor(() => expect(window.scrollY).toBe(900));
  });
});
