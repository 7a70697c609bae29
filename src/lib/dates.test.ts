import { describe, expect, it } from "vitest";
import { formatDate } from "./dates.ts";

// What the shop showed before it formatted by hand: Intl's short date for en-GB and th-TH, on Bangkok's calendar.
const intl = (iso: string, tag: string) => new Intl.DateTimeFormat(tag, {
  day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Bangkok",
}).format(new Date(iso));

describe("formatDate", () => {
  it("writes what Intl writes for English and Thai, every month, across midnight in Bangkok", () => {
    const instants = ["2026-08-31T10:00:00Z", "2026-08-31T16:59:59Z", "2026-08-31T17:00:00Z", "2024-02-29T12:00:00Z",
      "2026-12-31T17:30:00Z", "1999-12-31T23:59:59Z", "2030-01-01T00:00:00+07:00"];
    const start = Date.UTC(2000, 0, 1);
    for (let i = 0; i < 400; i++) instants.push(new Date(start + ((i * 1_900_000_000) % 1e12)).toISOString());
    for (let month = 0; month < 12; month++) instants.push(new Date(Date.UTC(2026, month, 15)).toISOString());
    for (const iso of instants) {
      expect(formatDate(iso, "en"), iso).toBe(intl(iso, "en-GB"));
      expect(formatDate(iso, "th"), iso).toBe(intl(iso, "th-TH"));
    }
  });

  it("writes Thai dates in the Buddhist era, with Thai month names", () => {
    expect(formatDate("2026-08-31T10:00:00Z", "th")).toBe("31 ส.ค. 2569");
  });

  it("writes the Bangkok calendar day, whatever the reader's time zone", () => {
    expect(formatDate("2026-08-31T20:00:00Z", "en")).toBe("1 Sept 2026");
  });

  it("writes nothing for something that is not a date", () => {
    expect(formatDate("not a date", "en")).toBe("");
    expect(formatDate("", "th")).toBe("");
  });
});
