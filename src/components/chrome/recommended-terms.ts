import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * Spec §2: the search panel's ten recommended terms, in the spec's order. `query` is what is searched
 * (the spec's English term); `label` is what the shopper reads.
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
