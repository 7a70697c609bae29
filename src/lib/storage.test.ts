import { afterEach, describe, expect, it, vi } from "vitest";
import { storageGet, storageRemove, storageSet } from "./storage.ts";

describe("storage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stores, reads and removes", () => {
    expect(storageSet("cart_id", "42")).toBe(true);
    expect(storageGet("cart_id")).toBe("42");
    storageRemove("cart_id");
    expect(storageGet("cart_id")).toBeNull();
  });

  it("never throws when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(storageSet("k", "v")).toBe(false);
    expect(storageGet("k")).toBeNull();
  });
});
