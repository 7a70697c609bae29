import { describe, expect, it } from "vitest";
import { palette } from "./system.ts";

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number,
    number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const white = "#ffffff";
// Pairs the shell actually renders: [foreground, background, what it is].
const textPairs: Array<[string, string, string]> = [
  [palette.ink, white, "body text"],
  [palette.sand[700], white, "muted text"],
  [palette.ink, palette.cream, "skin quiz text"],
  [palette.sand[700], palette.cream, "skin quiz muted text"],
  [palette.plum[700], white, "brand links"],
  [white, palette.plum[700], "solid brand button"],
  [white, palette.plum[600], "solid brand button (dark theme)"],
  [palette.sand[50], palette.night, "dark theme text"],
  [palette.sand[300], palette.night, "dark theme muted text"],
  [palette.plum[300], palette.night, "dark theme brand links"],
  [palette.sand[100], palette.plum[950], "footer text"],
  [palette.plum[200], palette.plum[950], "footer muted text"],
  [white, palette.plum[800], "announcement banner"],
  [palette.plum[800], palette.plum[50], "brand badges"],
];

describe("brand palette", () => {
  it.each(textPairs)("%s on %s (%s) passes WCAG AA for normal text", (fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the palettes left out of the system", () => {
  it("are named by no component: a colour from one would not show", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const files = (await readdir("src", { recursive: true })).filter((f) => /\.tsx?$/.test(f) && !f.includes(".test."));
    const named = /colorPalette[=:]\s*\{?["'](yellow|teal|cyan|pink)["']|["'](yellow|teal|cyan|pink)\.\w+["']/;
    const offenders: string[] = [];
    for (const file of files) if (named.test(await readFile(`src/${file}`, "utf8"))) offenders.push(file);
    expect(offenders).toEqual([]);
    const { system } = await import("./system.ts");
    expect(system.token("colors.yellow.500", "missing")).toBe("missing");
    expect(system.token("colors.red.500", "missing")).not.toBe("missing");
  });
});
