// Reads a QR code back from the sandbox's SVG: the dark runs of its path drawn as pixels (4 per module, RGBA), then
// decoded by jsQR, a camera-frame decoder independent of the shop's encoder (@paulmillr/qr's own decoder failed on
// 26 of 1,000 valid codes that jsQR read). And an EMVCo field reader written from the standard.
import jsQR from "jsqr";

export function decodeQrSvg(svg: string): string {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  if (!size) throw new Error("not a QR svg");
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(run) * scale; dx++) {
      for (let dy = 0; dy < scale; dy++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data[at] = data[at + 1] = data[at + 2] = 0;
      }
    }
  }
  const read = jsQR(data, width, width);
  if (!read) throw new Error("no QR code found in the svg");
  return read.data;
}

/** EMVCo fields (tag → value), nested templates kept as their raw value. */
export function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length)) throw new Error(`bad field at ${at}`);
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** CRC-16/CCITT-FALSE, bit by bit from its definition (poly 0x1021, init 0xFFFF, no reflection, no final xor). */
export function crcOf(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "ascii")) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = ((crc >> 15) & 1) ^ ((byte >> bit) & 1);
      crc = ((crc << 1) & 0xffff) ^ (top ? 0x1021 : 0);
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}
