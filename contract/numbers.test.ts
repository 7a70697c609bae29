import { describe, expect, it } from "vitest";
import { formatCount } from "./numbers.ts";

describe("formatCount", () => {
  it("writes what Intl.NumberFormat writes for whole numbers in English and Thai", () => {
    const counts = [0, 1, 7, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, -1, -1234];
    for (let i = 0; i < 300; i++) counts.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const count of counts) {
      expect(formatCount(count), String(count)).toBe(new Intl.NumberFormat("en-US").format(count));
      expect(formatCount(count), String(count)).toBe(new Intl.NumberFormat("th-TH").format(count));
    }
  });
});
