import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./locale.ts";

describe("localeFromAcceptLanguage", () => {
  it("answers Thai for a Thai browser", () => {
    expect(localeFromAcceptLanguage("th-TH,th;q=0.9,en;q=0.8")).toBe("th");
  });
  it("takes the first supported language in order", () => {
    expect(localeFromAcceptLanguage("fr-FR, en-GB;q=0.8, th;q=0.5")).toBe("en");
  });
  it("falls back to English for missing or unsupported headers", () => {
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
    expect(localeFromAcceptLanguage("ja-JP")).toBe("en");
  });
});
