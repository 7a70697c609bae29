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
    for (const [seed, view] of [[0, undefined], [1, 1], [7, 2], [12345, 3]] as const) {
      const svg = productImageSvg({ shape, color: "#8FB8DE", accent: "#1F3B5C", brand: "Haneul Lab",
        label: "Cica Calm Barrier Serum", seed, view });
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
    const svg = productImageSvg({ shape: "jar", color: "#F4C2C2", accent: "#8C3B4A", brand: "A&B <Lab>",
      label: `"Tom" & 'Jerry' <3`, seed: 4 });
    const doc = parse(svg);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const texts = [...doc.getElementsByTagName("text")].map((t) => t.textContent);
    expect(texts).toContain("A&B <LAB>");
    expect(texts).toContain(`"Tom" & 'Jerry' <3`);
  });

  it("wraps a long product name onto the label instead of cutting it mid-word", () => {
    const svg = productImageSvg({ shape: "bottle", color: "#9DBF9E", accent: "#2F4F3A", brand: "Soop & Co.",
      label: "Mugwort Calm Sun Fluid SPF50+ PA++++", seed: 2 });
    const texts = [...parse(svg).getElementsByTagName("text")].map((t) => t.textContent ?? "");
    expect(texts[0]).toBe("SOOP & CO.");
    expect(texts.slice(1).join(" ")).toMatch(/^Mugwort Calm/);
    expect(texts.length).toBe(3);
  });

  it("shortens very long names instead of overflowing the 3 KB budget", () => {
    for (const shape of shapes) {
      const svg = productImageSvg({ shape, color: "#FFFFFF", accent: "#0E7C86", brand: "&".repeat(200),
        label: "& ".repeat(300), seed: 9, view: 3 });
      expect(parse(svg).getElementsByTagName("parsererror")).toHaveLength(0);
      expect(new TextEncoder().encode(svg).length).toBeLessThan(3 * 1024);
    }
  });

  it("is deterministic for a seed and varies the backdrop between seeds, keeping the pack the same", () => {
    const input = { shape: "bottle" as const, color: "#9DBF9E", accent: "#2F4F3A", brand: "Soop & Co.",
      label: "Mugwort Calm Essence" };
    expect(productImageSvg({ ...input, seed: 3 })).toBe(productImageSvg({ ...input, seed: 3 }));
    const variants = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => productImageSvg({ ...input, seed })));
    expect(variants.size).toBeGreaterThan(1);
    // The bottle body is the same in every gallery view of one product.
    const bodies = new Set([...variants].map((svg) => svg.match(/<rect x="215"[^>]*>/)?.[0]));
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toBeTruthy();
  });
});
