import type { ProductShape } from "./types.ts";

// Generated product "photos": a small standalone SVG per product (packshot on a soft pastel backdrop),
// so the demo catalog looks real without shipping image files. Kept under 3 KB each for the page budget.

export type ProductImageInput = {
  shape: ProductShape;
  /** Packaging colour, hex. */
  color: string;
  /** Cap, label and detail colour, hex. */
  accent: string;
  brand: string;
  label: string;
  seed: number;
  /** 1 = packshot (default), 2 = close-up on the label, 3 = tinted backdrop with a texture swatch (gallery views). */
  view?: number;
};

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h.padEnd(6, "0").slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [200, 200, 200] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes a colour towards another (t = 0 keeps a, t = 1 gives b). */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return `#${x.map((v, i) => Math.round(v + ((y[i] ?? 0) - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]
    ?? c);
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Small deterministic variation from the seed (0..n-1). */
function vary(seed: number, salt: number, n: number): number {
  const x = Math.imul((seed ^ (salt * 0x9e3779b1)) >>> 0, 0x85ebca6b) >>> 0;
  return ((x ^ (x >>> 13)) >>> 0) % n;
}

type Label = { x: number; y: number; w: number; h: number; rotate?: number };

/** The container drawn with the body gradient `url(#b)`, cap gradient `url(#c)`; returns its label box. */
function drawShape(shape: ProductShape, tall: number): { svg: string; label: Label; shine?: [number, number, number] } {
  const t = tall; // 0..40 px of extra height, varied by seed
  switch (shape) {
    case "bottle":
      return {
        svg: `<rect x="215" y="${215 - t}" width="170" height="${285 + t}" rx="26" fill="url(#b)"/>`
          + `<rect x="262" y="${170 - t}" width="76" height="52" fill="url(#b)"/>`
          + `<rect x="250" y="${110 - t}" width="100" height="68" rx="10" fill="url(#c)"/>`,
        label: { x: 230, y: 300, w: 140, h: 130 }, shine: [228, 240 - t, 480],
      };
    case "tube":
      return {
        svg: `<path d="M225 ${150 - t}L375 ${150 - t}L348 440L252 440Z" fill="url(#b)"/>`
          + `<rect x="220" y="${118 - t}" width="160" height="36" rx="4" fill="url(#b)"/>`
          + `<path d="M232 ${124 - t}v24M252 ${124 - t}v24M272 ${124 - t}v24M292 ${124 - t}v24M312 ${124 - t}v24M332`
          + ` ${124 - t}v24M352 ${124 - t}v24M368 ${124 - t}v24" stroke="#000" stroke-opacity=".12" stroke-width="4"/>`
          + `<rect x="246" y="436" width="108" height="64" rx="12" fill="url(#c)"/>`,
        label: { x: 245, y: 230, w: 110, h: 130 }, shine: [248, 170 - t, 380],
      };
    case "jar":
      return {
        svg: `<rect x="165" y="${330 - t}" width="270" height="${170 + t}" rx="30" fill="url(#b)"/>`
          + `<rect x="155" y="${262 - t}" width="290" height="80" rx="16" fill="url(#c)"/>`
          + `<rect x="155" y="${322 - t}" width="290" height="10" fill="#000" fill-opacity=".12"/>`,
        label: { x: 195, y: 372 - t / 2, w: 210, h: 96 }, shine: [182, 350 - t, 480],
      };
    case "dropper":
      return {
        svg: `<rect x="230" y="${270 - t}" width="140" height="${230 + t}" rx="22" fill="url(#b)"/>`
          + `<rect x="258" y="${236 - t}" width="84" height="40" rx="6" fill="url(#c)"/>`
          + `<path d="M272 ${238 - t}c0-30 6-80 28-80s28 50 28 80z" fill="url(#c)"/>`,
        label: { x: 242, y: 340, w: 116, h: 116 }, shine: [242, 290 - t, 484],
      };
    case "pump":
      return {
        svg: `<rect x="220" y="${240 - t}" width="160" height="${260 + t}" rx="34" fill="url(#b)"/>`
          + `<rect x="262" y="${204 - t}" width="76" height="40" rx="6" fill="url(#c)"/>`
          + `<rect x="291" y="${150 - t}" width="18" height="56" fill="url(#c)"/>`
          + `<path d="M252 ${128 - t}h96v26h-96zM252 ${134 - t}h-40v12h40z" fill="url(#c)"/>`,
        label: { x: 236, y: 320, w: 128, h: 130 }, shine: [234, 270 - t, 478],
      };
    case "compact":
      return {
        svg: `<ellipse cx="300" cy="440" rx="180" ry="62" fill="url(#c)"/>`
          + `<rect x="120" y="380" width="360" height="60" fill="url(#c)"/>`
          + `<ellipse cx="300" cy="380" rx="180" ry="62" fill="url(#b)"/>`
          + `<ellipse cx="300" cy="380" rx="150" ry="48" fill="none" stroke="#fff" stroke-opacity=".45" `
          + `stroke-width="3"/>`,
        label: { x: 195, y: 352, w: 210, h: 56 },
      };
    case "device":
      return {
        svg: `<rect x="255" y="${170 - t}" width="90" height="${330 + t}" rx="45" fill="url(#b)"/>`
          + `<ellipse cx="300" cy="${150 - t}" rx="70" ry="52" fill="url(#c)"/>`
          + `<ellipse cx="300" cy="${140 - t}" rx="46" ry="28" fill="#fff" fill-opacity=".35"/>`
          + `<circle cx="300" cy="250" r="13" fill="url(#c)"/>`,
        label: { x: 270, y: 290, w: 60, h: 180 }, shine: [266, 210 - t, 470],
      };
    case "sachet":
      return {
        svg:
          `<path d="M190 ${140 - t}l10-12 10 12 10-12 10 12 10-12 10 12 10-12 10 12 10-12 10 12 10-12 10 12 10-12 10 `
            + `12 10-12 10 12 10-12 10 12 10-12 10 12 10-12V480l-10 12-10-12-10 12-10-12-10 12-10-12-10 12-10-12-10 `
            + `12-10-12-10 12-10-12-10 12-10-12-10 12-10-12-10 12-10-12-10 12-10-12-10 12z" fill="url(#b)" `
            + `transform="rotate(-4 300 310)"/>`,
        label: { x: 210, y: 250, w: 180, h: 140, rotate: -4 },
      };
  }
}

const backdrops = ["#FBF6EF", "#F3F1FA", "#EEF6F3", "#FDF1F1", "#F1F5FB", "#FAF6E8"];

/** FNV-1a: the container's proportions come from the product itself, so every gallery view shows the same pack. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Greedy word wrap into at most `maxLines` lines of `width` characters; the last line is shortened if needed. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else { lines.push(line); line = word; }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, maxLines);
  const last = kept.length - 1;
  if (last >= 0) kept[last] = shorten(lines.length > maxLines ? `${kept[last]}…` : (kept[last] ?? ""), width);
  return kept.map((l) => shorten(l, width));
}

const font = `font-family="Helvetica,Arial,sans-serif"`;

export function productImageSvg(input: ProductImageInput): string {
  const { shape, color, accent, seed } = input;
  const view = input.view ?? 1;
  const plain = backdrops[vary(seed, 1, backdrops.length)] ?? "#FBF6EF";
  const bg = view === 3 ? mix(color, "#ffffff", 0.62) : mix(plain, color, 0.12);
  const arch = view === 3 ? mix(bg, "#ffffff", 0.45) : mix(bg, color, 0.22);
  const tall = shape === "compact" || shape === "sachet" ? 0 : (hashText(input.brand + input.label) % 5) * 10;
  const { svg: body, label, shine } = drawShape(shape, tall);
  // Text must stay readable on the label: dark ink on light labels, light ink on dark ones.
  const labelFill = luminance(color) > 0.82 ? mix(accent, "#ffffff", 0.85) : "#ffffff";
  const ink = luminance(labelFill) > 0.5 ? (luminance(accent) < 0.6 ? accent : "#333333") : "#222222";
  const vertical = shape === "device";
  const span = vertical ? label.h : label.w;
  const depth = vertical ? label.w - 12 : label.h;
  const brandText = shorten(input.brand.toUpperCase(), 20);
  const width = Math.round(span / 6.5);
  const lines = wrap(input.label, width, depth >= 90 ? 2 : 1);
  // Long brand names on narrow labels are squeezed horizontally (textLength) rather than shrunk out of legibility.
  const natural = Math.floor((span * 0.88) / (Math.max(brandText.length, 4) * 0.68));
  const brandSize = Math.max(10, Math.min(22, natural));
  const squeeze = natural < 10 ? ` textLength="${Math.round(span * 0.88)}" lengthAdjust="spacingAndGlyphs"` : "";
  const nameSize = Math.max(8, Math.min(13, Math.floor((span * 0.9) / (Math.max(...lines.map((l) => l.length),
    6) * 0.55))));
  const cx = label.x + label.w / 2;
  const cy = label.y + label.h / 2;
  const block = brandSize + 4 + lines.length * (nameSize + 3);
  const top = cy - block / 2;
  const rot = vertical ? ` transform="rotate(-90 ${cx} ${cy})"`
    : label.rotate ? ` transform="rotate(${label.rotate} 300 310)"` : "";
  const archX = 300 + (vary(seed, 3, 5) - 2) * 24;
  // View 2 is a close-up on the label, as on the second photo of a real product page.
  const zoom = view === 2 ? ` transform="translate(${300 - cx * 1.6} ${330 - cy * 1.6}) scale(1.6)"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" role="img" `
    + `aria-label="${escapeXml(`${input.brand} ${input.label}`.slice(0, 60))}">`
    + `<defs><linearGradient id="b" x1="0" x2="1">`
    + `<stop offset="0" stop-color="${mix(color, "#000000", 0.18)}"/><stop offset=".3" `
    + `stop-color="${mix(color, "#ffffff", 0.35)}"/>`
    + `<stop offset=".55" stop-color="${color}"/><stop offset="1" `
    + `stop-color="${mix(color, "#000000", 0.22)}"/></linearGradient>`
    + `<linearGradient id="c" x1="0" x2="1"><stop offset="0" stop-color="${mix(accent, "#000000", 0.2)}"/>`
    + `<stop offset=".35" stop-color="${mix(accent, "#ffffff", 0.3)}"/><stop offset="1" `
    + `stop-color="${mix(accent, "#000000", 0.28)}"/></linearGradient>`
    + `<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" `
    + `stop-color="#000" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="600" height="600" fill="${bg}"/>`
    + `<path d="M${archX - 190} 600V290a190 190 0 0 1 380 0V600z" fill="${arch}"/>`
    + `<g${zoom}>`
    + `<rect x="-300" y="500" width="1200" height="300" fill="${mix(bg, "#000000", 0.04)}"/>`
    + (view === 3
      ? `<ellipse cx="118" cy="532" rx="62" ry="16" fill="${mix(color, "#ffffff", 0.3)}"/><ellipse cx="104" cy="527" `
        + `rx="22" ry="5" fill="#fff" fill-opacity=".5"/>` : "")
    + `<ellipse cx="300" cy="${shape === "compact" ? 505 : 502}" `
    + `rx="${shape === "jar" || shape === "compact" ? 210 : 150}" ry="22" fill="url(#s)"/>`
    + body
    + `<g${rot}>`
    + (vertical
      ? `<rect x="${cx - label.h / 2}" y="${cy - label.w / 2 + 6}" width="${label.h}" height="${label.w - 12}" rx="6" `
        + `fill="${labelFill}" fill-opacity=".92"/>`
      : `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="6" fill="${labelFill}" `
        + `fill-opacity=".92"/>`)
    + `<text x="${cx}" y="${Math.round(top + brandSize * 0.82)}" text-anchor="middle" ${font} font-weight="700" `
    + `font-size="${brandSize}" letter-spacing="1"${squeeze} fill="${ink}">${escapeXml(brandText)}</text>`
    + lines.map((l, i) =>
      `<text x="${cx}" y="${Math.round(top + brandSize + 4 + (i + 1) * (nameSize + 3) - 3)}" `
        + `text-anchor="middle" ${font} font-size="${nameSize}" fill="${ink}" fill-opacity=".8">`
        + `${escapeXml(l)}</text>`).join("")
    + `</g>`
    + (shine
      ? `<rect x="${shine[0]}" y="${shine[1]}" width="9" height="${shine[2] - shine[1]}" rx="4.5" fill="#fff" `
        + `fill-opacity=".3"/>` : "")
    + `</g></svg>`;
}
