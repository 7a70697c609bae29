// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { productImageSvg } from "./product-image.ts";
import type { ProductShape } from "./types.ts";

const shapes: ProductShape[] = ["bottle", "tube", "jar", "dropper", "pump", "compact", "device", "sachet"];

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, "image/svg+xml");
}

describe("productImageSvg", () => {
  it.each(shapes)("draws a parseable, light %s illustration with the brand on its label", (shape) => {
    for (const seed of [0, 1, 7, 12345]) {
      const svg = productImageSvg({ shape, color: "#8FB8DE", accent: "#1F3B5C", brand: "Haneul Lab", label: "Cica Calm Barrier Serum", seed });
      const doc = parse(svg);
      expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
      const root = doc.documentElement;
      expect(root.nodeName).toBe("svg");
      expect(root.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
      expect(root.getAttribute("viewBox")).toBe("0 0 600 600");
      expect(root.textContent).toContain("HANEUL LAB");
      expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
    }
  });

  it("escapes XML special characters in brand and label", () => {
    const svg = productImageSvg({ shape: "jar", color: "#F4C2C2", accent: "#8C3B4A", brand: "A&B <Lab>", label: `"Tom" & 'Jerry' <3`, seed: 4 });
    const doc = parse(svg);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const texts = [...doc.getElementsByTagName("text")].map((t) => t.textContent);
    expect(texts).toContain("A&B <LAB>");
    expect(texts).toContain(`"Tom" & 'Jerry' <3`);
  });

  it("shortens very long names instead of overflowing the 3 KB budget", () => {
    const svg = productImageSvg({ shape: "sachet", color: "#FFFFFF", accent: "#0E7C86", brand: "X".repeat(200), label: "&".repeat(500), seed: 9 });
    expect(parse(svg).getElementsByTagName("parsererror")).toHaveLength(0);
    expect(svg.length).toBeLessThan(3 * 1024);
  });

  it("is deterministic for a seed and varies between seeds", () => {
    const input = { shape: "bottle" as const, color: "#9DBF9E", accent: "#2F4F3A", brand: "Soop & Co.", label: "Mugwort Calm Essence" };
    expect(productImageSvg({ ...input, seed: 3 })).toBe(productImageSvg({ ...input, seed: 3 }));
    const variants = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => productImageSvg({ ...input, seed })));
    expect(variants.size).toBeGreaterThan(1);
  });
});
