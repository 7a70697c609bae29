import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A test-mode Omise id: the object's prefix, `_test_`, then 19 random base-36 characters (chrg_test_5xuy4w91…). */
export function omiseId(prefix: "chrg" | "src" | "tokn" | "card" | "evnt" | "rfnd" | "docu"): string {
  const bytes = randomBytes(19);
  let tail = "";
  for (const byte of bytes) tail += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_test_${tail}`;
}
