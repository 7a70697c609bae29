import { describe, expect, it } from "vitest";
import { detectLocale, localeOfPathname, localeOfPrefix } from "./locale-detect.ts";

describe("detectLocale", () => {
  it("lets a path prefix win over cookie and browser", () => {
    expect(detectLocale({ pathname: "/th/faq", cookie: "en", languages: ["en-US"] })).toEqual({ locale: "th",
      redirectTo: null });
    expect(detectLocale({ pathname: "/en", cookie: "th", languages: ["th-TH"] })).toEqual({ locale: "en",
      redirectTo: null });
  });

  it("never detects away from an unprefixed page other than the root", () => {
    expect(detectLocale({ pathname: "/about-us", cookie: "th", languages: ["th"] })).toEqual({ locale: "en",
      redirectTo: null });
  });

  it("uses the cookie at the root before the browser language", () => {
    expect(detectLocale({ pathname: "/", cookie: "th", languages: ["en-GB"] })).toEqual({ locale: "th",
      redirectTo: "/th" });
    expect(detectLocale({ pathname: "/", cookie: "en", languages: ["th-TH"] })).toEqual({ locale: "en",
      redirectTo: null });
  });

  it("falls back to the first supported browser language at the root", () => {
    expect(detectLocale({ pathname: "/", cookie: null, languages: ["fr-FR", "th-TH", "en"] })).toEqual({ locale: "th",
      redirectTo: "/th" });
    expect(detectLocale({ pathname: "/", cookie: "garbage", languages: ["TH"] })).toEqual({ locale: "th",
      redirectTo: "/th" });
  });

  it("defaults to English when nothing matches", () => {
    expect(detectLocale({ pathname: "/", cookie: null, languages: ["de", "ja"] })).toEqual({ locale: "en",
      redirectTo: null });
    expect(detectLocale({ pathname: "/", cookie: null, languages: [] })).toEqual({ locale: "en", redirectTo: null });
  });
});

describe("path locale", () => {
  it("reads the prefix only from the first segment", () => {
    expect(localeOfPrefix("/th")).toBe("th");
    expect(localeOfPrefix("/thai-serum")).toBeNull();
    expect(localeOfPathname("/product/th")).toBe("en");
  });
});
