import type { Locale } from "#contract/locale.ts";

// No English inside a Thai page. Pack sizes and blog tags are stored once, in English; the Thai shop
// shows them in Thai. Pure, so the mapping is tested without a database.

/** Thai for the pack units the catalog uses ("30 ml", "3 pieces", "14 x 20 ml"). */
const UNITS: Readonly<Record<string, string>> = {
  ml: "มล.", g: "ก.", piece: "ชิ้น", pieces: "ชิ้น", capsules: "แคปซูล", sheets: "แผ่น", pads: "แผ่น",
  sticks: "ซอง", gummies: "เม็ด", softgels: "ซอฟต์เจล", "tea bags": "ซองชา", patches: "ชิ้น", card: "ใบ",
  device: "เครื่อง",
};

const PACK = /^(\d+(?:\.\d+)?)\s*(?:x|×)\s*(\d+(?:\.\d+)?)\s+(.+)$|^(\d+(?:\.\d+)?)\s+(.+)$/i;

/** A pack size in the shopper's language; an unknown unit is left as it is (and the Thai-page check finds it). */
export function localVolume(volume: string, locale: Locale): string {
  if (locale === "en" || !volume) return volume;
  const match = PACK.exec(volume.trim());
  if (!match) return volume;
  const [, times, each, multiUnit, amount, unit] = match;
  const thai = UNITS[(multiUnit ?? unit ?? "").toLowerCase()];
  if (!thai) return volume;
  return times ? `${times} × ${each} ${thai}` : `${amount} ${thai}`;
}

/** Thai labels for the blog's tags (the tag itself stays the stable key in the database and links). */
const TAGS: Readonly<Record<string, string>> = {
  "anti-aging": "ลดเลือนริ้วรอย", brightening: "ผิวกระจ่างใส", cleanser: "คลีนเซอร์", humidity: "อากาศชื้น",
  ingredients: "ส่วนผสม", "night-routine": "รูทีนก่อนนอน", "oily-skin": "ผิวมัน", routine: "รูทีนดูแลผิว",
  serum: "เซรั่ม", sunscreen: "กันแดด", "thai-brands": "แบรนด์ไทย",
};

/** A blog tag as a reader sees it: English words from the key, or the Thai label. */
export function tagLabel(tag: string, locale: Locale): string {
  if (locale === "th") return TAGS[tag] ?? tag;
  return tag.replace(/-/g, " ");
}

export const KNOWN_TAGS = Object.keys(TAGS);
