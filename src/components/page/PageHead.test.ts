import { describe, expect, it } from "vitest";
import { tabTitle } from "./PageHead.tsx";

describe("tabTitle", () => {
  it("adds the shop's name to a page title", () => {
    expect(tabTitle("Skin quiz")).toBe("Skin quiz | SkinState");
  });

  it("names the shop once when the SEO title already does ('… | SkinState | SkinState')", () => {
    expect(tabTitle("Dewy skin in humid weather | SkinState")).toBe("Dewy skin in humid weather | SkinState");
    expect(tabTitle("SkinState | Niche skincare")).toBe("SkinState | Niche skincare");
  });

  it("names the shop once when the heading already says it (the blog's tab read 'The SkinState blog | SkinState')",
    () => {
    expect(tabTitle("The SkinState blog")).toBe("The SkinState blog");
    expect(tabTitle("บล็อก SkinState")).toBe("บล็อก SkinState");
  });

  it("is the shop's name without a title", () => {
    expect(tabTitle(undefined)).toBe("SkinState");
    expect(tabTitle("  ")).toBe("SkinState");
  });

  it("keeps a product whose name merely contains the word", () => {
    expect(tabTitle("SkinStateful toner")).toBe("SkinStateful toner | SkinState");
  });
});
