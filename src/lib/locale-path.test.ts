import { describe, expect, it } from "vitest";
import { linkTo, localeOfPath, localizePath, stripLocale } from "./locale-path.ts";

describe("locale paths", () => {
  it("reads the locale from the first segment only", () => {
    expect(localeOfPath("/th/faq")).toBe("th");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/faq")).toBeNull();
    expect(localeOfPath("/thai-skincare")).toBeNull();
    expect(localeOfPath("/product/th")).toBeNull();
  });

  it("strips the prefix and keeps the rest", () => {
    expect(stripLocale("/th/my-account/my-orders/12")).toBe("/my-account/my-orders/12");
    expect(stripLocale("/th")).toBe("/");
    expect(stripLocale("/en/")).toBe("/");
    expect(stripLocale("/faq")).toBe("/faq");
    expect(stripLocale("")).toBe("/");
  });

  it("switching always adds the prefix and keeps the page", () => {
    expect(localizePath("/faq", "th")).toBe("/th/faq");
    expect(localizePath("/th/faq", "en")).toBe("/en/faq");
    expect(localizePath("/", "th")).toBe("/th");
    expect(localizePath("/th", "en")).toBe("/en");
  });

  it("links keep the prefix style the shopper arrived with", () => {
    expect(linkTo("/faq", "en", false)).toBe("/faq");
    expect(linkTo("faq", "en", true)).toBe("/en/faq");
    expect(linkTo("/faq", "th", false)).toBe("/th/faq");
    expect(linkTo("/", "th", true)).toBe("/th");
    expect(linkTo("/", "en", false)).toBe("/");
  });
});
