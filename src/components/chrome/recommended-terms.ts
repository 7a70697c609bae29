import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * Spec §2: the search panel's ten recommended terms, in the spec's order. `query` is the spec's English term (the
 * key); `label` is what the shopper reads, and what is searched: a Thai shopper's results page then echoes the Thai
 * word they tapped, which search knows as the same thing (server/db/search/synonyms.ts), not the English one.
 */
export const RECOMMENDED_TERMS: ReadonlyArray<{ query: string; label: MessageDescriptor }> = [
  { query: "Cleanser", label: msg`Cleanser` },
  { query: "Serum", label: msg`Serum` },
  { query: "Mask", label: msg`Mask` },
  { query: "Moisturizer", label: msg`Moisturizer` },
  { query: "Sunscreen", label: msg`Sunscreen` },
  { query: "Skin Device", label: msg`Skin Device` },
  { query: "Ampoules", label: msg`Ampoules` },
  { query: "Oil", label: msg`Oil` },
  { query: "Supplement", label: msg`Supplement` },
  { query: "accessory", label: msg`accessory` },
];

export function searchPath(term: string): string {
  return `/search-result?search=${encodeURIComponent(term.trim())}`;
}
