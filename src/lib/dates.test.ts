import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

describe("formatDate", () => {
  it("writes Thai dates in the Buddhist era, with Thai month names", () => {
    const thai = formatDate("2026-08-31T10:00:00Z", "th");
    expect(thai).toContain("2569");
    expect(thai).not.toMatch(/[A-Za-z]/);
  });

  it("writes English dates day month year, on the Bangkok calendar day", () => {
    expect(formatDate("2026-08-31T20:00:00Z", "en")).toBe("1 Sept 2026");
  });
});
