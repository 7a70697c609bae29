import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, mayReload, reloadForChunkError, RELOAD_GUARD_MS } from "./chunk-reload.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("mayReload", () => {
  it("reloads when it never reloaded before", () => {
    expect(mayReload(1_000, null)).toBe(true);
  });
  it("does not reload again within 60 s", () => {
    expect(mayReload(10_000 + RELOAD_GUARD_MS - 1, 10_000)).toBe(false);
  });
  it("reloads again once 60 s have passed", () => {
    expect(mayReload(10_000 + RELOAD_GUARD_MS, 10_000)).toBe(true);
  });
  it("ignores a garbage timestamp", () => {
    expect(mayReload(5, Number("oops"))).toBe(true);
  });
});

describe("reloadForChunkError", () => {
  it("reloads once, then refuses within the guard window, then reloads after it", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 100_000)).toBe(true);
    expect(reloadForChunkError(storage, reload, 130_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, reload, 100_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: http://x/assets/faq-abc.js",
    "Importing a module script failed.",
    "error loading dynamically imported module",
  ])("recognises %s", (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });
  it("leaves other errors alone", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});
