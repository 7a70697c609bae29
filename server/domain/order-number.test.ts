import { describe, expect, it } from "vitest";
import { orderNumber } from "./order-number.ts";

describe("orderNumber", () => {
  it("reads SS-YYMM-NNNNNN with the Bangkok month", () => {
    expect(orderNumber(4213, new Date("2026-12-05T03:00:00Z"))).toBe("SS-2612-004213");
    // 31 Dec 17:00 UTC is already 1 January in Bangkok.
    expect(orderNumber(1, new Date("2026-12-31T17:00:00Z"))).toBe("SS-2701-000001");
  });

  it("grows past six digits instead of wrapping", () => {
    expect(orderNumber(12_345_678, new Date("2027-03-01T00:00:00Z"))).toBe("SS-2703-12345678");
  });

  it("refuses a sequence that is not a positive whole number", () => {
    expect(() => orderNumber(0, new Date())).toThrow(RangeError);
    expect(() => orderNumber(1.5, new Date())).toThrow(RangeError);
  });
});
