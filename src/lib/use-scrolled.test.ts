import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { isScrolledPast, useScrolledPast } from "./use-scrolled.ts";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

afterEach(() => scrollTo(0));

describe("header scroll threshold", () => {
  it("is solid only after more than 50 px", () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(50)).toBe(false);
    expect(isScrolledPast(51)).toBe(true);
  });

  it("follows the window as the shopper scrolls down and back up", () => {
    const { result } = renderHook(() => useScrolledPast());
    expect(result.current).toBe(false);
    act(() => scrollTo(120));
    expect(result.current).toBe(true);
    act(() => scrollTo(10));
    expect(result.current).toBe(false);
  });
});
