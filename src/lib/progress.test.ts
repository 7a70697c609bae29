import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgressStore, FAILURE_HOLD_MS, SHOW_AFTER_MS } from "./progress.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("progress store", () => {
  it("never shows for a request that answers within 200 ms", () => {
    const store = createProgressStore();
    const end = store.start();
    vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
    end("ok");
    vi.advanceTimersByTime(1_000);
    expect(store.getSnapshot().phase).toBe("idle");
  });

  it("shows once a request has taken 200 ms and hides when it answers", () => {
    const store = createProgressStore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().phase));
    const end = store.start();
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    expect(store.getSnapshot().phase).toBe("loading");
    end("ok");
    expect(store.getSnapshot().phase).toBe("idle");
    expect(seen).toEqual(["loading", "idle"]);
  });

  it("stays visible while any of several overlapping requests is still running", () => {
    const store = createProgressStore();
    const first = store.start();
    const second = store.start();
    vi.advanceTimersByTime(SHOW_AFTER_MS);
    first("ok");
    expect(store.getSnapshot().phase).toBe("loading");
    second("ok");
    expect(store.getSnapshot().phase).toBe("idle");
  });

  it("turns to failure when a request fails, then fades back to idle", () => {
    const store = createProgressStore();
    const end = store.start();
    vi.advanceTimersByTime(50);
    end("failed");
    expect(store.getSnapshot().phase).toBe("failed");
    vi.advanceTimersByTime(FAILURE_HOLD_MS);
    expect(store.getSnapshot().phase).toBe("idle");
  });

  it("does not show for a cancelled request and ignores a second report", () => {
    const store = createProgressStore();
    const end = store.start();
    end("cancelled");
    end("failed");
    vi.advanceTimersByTime(SHOW_AFTER_MS * 2);
    expect(store.getSnapshot().phase).toBe("idle");
  });
});
