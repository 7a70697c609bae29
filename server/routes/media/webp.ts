// Product drawings as WebP (decision 0172): a phone decodes a raster off its main thread, while every SVG <img> is a
// document of its own laid out and painted on it. Rasters are kept by their drawing's hash, the newest few hundred.
import type { Sharp, SharpOptions } from "sharp";

const KEPT = 400;
const kept = new Map<string, Promise<Buffer>>();
let load: Promise<(input: Buffer, options?: SharpOptions) => Sharp> | undefined;

/** libvips loads with the first image, not with the server; its own cache is off, as the rasters are kept here. */
function sharp() {
  return load ??= import("sharp").then(({ default: create }) => {
    create.cache(false);
    return create;
  });
}

/** The SVG (a 600-unit square) drawn `width` pixels wide as WebP; `hash` names the drawing. */
export function webpOf(hash: string, svg: string, width: number): Promise<Buffer> {
  const key = `${hash}-${width}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const made = sharp().then((create) =>
    create(Buffer.from(svg), { density: (72 * width) / 600 }).webp({ quality: 80 }).toBuffer());
  kept.set(key, made);
  made.catch(() => kept.delete(key));
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return made;
}
